// Letters NFD does not decompose into a base letter plus a mark.
const FOLDED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/**
 * The one normalisation of searchable text, applied both when loading and when searching: lower
 * case, no diacritics, and any run of other characters (punctuation, dashes, apostrophes, spaces)
 * as one space. The result holds only [a-z0-9 ], so it can never carry a LIKE wildcard.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłđðıßæœþ]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
