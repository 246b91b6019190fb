/**
 * Near-duplicate paragraphs across articles, by shingled similarity: each paragraph becomes the set
 * of its 3-word sequences, and two paragraphs are near-duplicates when those sets overlap by at
 * least a quarter (Jaccard): that is where rephrased copies of one skeleton ("In questa guida
 * vediamo quando X deve pagarti…") still meet, while two paragraphs that only share the law's
 * figures do not. Headings and short lines (list items, captions) are left out: a shared
 * "## Quanto ti spetta" is navigation, not a copied paragraph.
 */
const SHINGLE_WORDS = 3;
const MIN_PARAGRAPH_WORDS = 12;
export const NEAR_DUPLICATE_JACCARD = 0.25;

export interface ArticleText {
  slug: string;
  body: string;
}

export interface PairOverlap {
  first: string;
  second: string;
  /** Share of the shorter-in-paragraphs side's paragraphs that have a near-duplicate in the other. */
  share: number;
  examples: string[];
}

type Shingles = Set<string>;

export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => !block.startsWith('#') && words(block).length >= MIN_PARAGRAPH_WORDS);
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[*_`>#[\]()]/g, ' ')
    .split(/[^\p{L}\p{N}€%]+/u)
    .filter(Boolean);
}

function shingles(paragraph: string): Shingles {
  const tokens = words(paragraph);
  const set: Shingles = new Set();
  for (let i = 0; i + SHINGLE_WORDS <= tokens.length; i++) set.add(tokens.slice(i, i + SHINGLE_WORDS).join(' '));
  return set;
}

export function jaccard(a: Shingles, b: Shingles): number {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

/** For every pair of articles, the share of paragraphs (either way, the higher) with a near-duplicate in the other. */
export function pairOverlaps(articles: readonly ArticleText[]): PairOverlap[] {
  const prepared = articles.map((article) => ({
    slug: article.slug,
    paragraphs: paragraphsOf(article.body).map((text) => ({ text, shingles: shingles(text) })),
  }));
  const overlaps: PairOverlap[] = [];
  for (let i = 0; i < prepared.length; i++) {
    for (let j = i + 1; j < prepared.length; j++) {
      const a = prepared[i]!;
      const b = prepared[j]!;
      const duplicatedInA = a.paragraphs.filter((p) => b.paragraphs.some((q) => jaccard(p.shingles, q.shingles) >= NEAR_DUPLICATE_JACCARD));
      const duplicatedInB = b.paragraphs.filter((q) => a.paragraphs.some((p) => jaccard(p.shingles, q.shingles) >= NEAR_DUPLICATE_JACCARD));
      const share = Math.max(duplicatedInA.length / (a.paragraphs.length || 1), duplicatedInB.length / (b.paragraphs.length || 1));
      overlaps.push({ first: a.slug, second: b.slug, share, examples: duplicatedInA.slice(0, 2).map((p) => p.text.slice(0, 120)) });
    }
  }
  return overlaps;
}

/** Share of all paragraphs that have a near-duplicate in some other article. */
export function duplicatedParagraphShare(articles: readonly ArticleText[]): number {
  const prepared = articles.map((article) => paragraphsOf(article.body).map(shingles));
  let total = 0;
  let duplicated = 0;
  prepared.forEach((paragraphs, i) => {
    for (const paragraph of paragraphs) {
      total++;
      if (prepared.some((other, j) => j !== i && other.some((q) => jaccard(paragraph, q) >= NEAR_DUPLICATE_JACCARD))) duplicated++;
    }
  });
  return duplicated / (total || 1);
}
