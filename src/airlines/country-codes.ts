/** OpenFlights' English country names that Intl does not spell the same way. */
const ALIASES: Readonly<Record<string, string>> = {
  'czech republic': 'CZ',
  'democratic republic of the congo': 'CD',
  'hong kong': 'HK',
  'ivory coast': 'CI',
  'lao peoples democratic republic': 'LA',
  macau: 'MO',
  'republic of the congo': 'CG',
  'sao tome and principe': 'ST',
  turkey: 'TR',
};

const normalize = (name: string) => name.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/**
 * English country name → today's ISO 3166-1 alpha-2 code, from Intl's own region names plus the
 * aliases above. Intl still names retired codes after their successor ('DD' is «Germany», 'YU' is
 * «Serbia»), and they come first in code order: only current codes enter the index, so a German
 * carrier is 'DE', never East Germany's 'DD', and EU law sees it as German.
 */
export function countryCodeIndex(): (englishName: string) => string | null {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const index = new Map<string, string>(Object.entries(ALIASES));
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (currentCountryCode(code) !== code) continue;
      const name = regionName(english, code);
      if (name && name !== code && !index.has(normalize(name))) index.set(normalize(name), code);
    }
  }
  return (englishName) => index.get(normalize(englishName)) ?? null;
}

/**
 * A country code as it stands today, by CLDR's territory aliases (what Intl canonicalizes with):
 * 'DD' (East Germany) → 'DE', 'YU' and 'CS' → 'RS', 'SU' → 'RU', 'UK' → 'GB'; a current code stays itself.
 */
export function currentCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return upper;
  try {
    const [canonical] = Intl.getCanonicalLocales(`und-${upper}`);
    return canonical?.split('-')[1] ?? upper;
  } catch {
    return upper;
  }
}

/** The country's Italian name ('IE' → 'Irlanda'), or the code itself when Intl has none. */
export function italianCountryName(names: Intl.DisplayNames, code: string): string {
  return regionName(names, code) ?? code;
}

function regionName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}
