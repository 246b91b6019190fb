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

/** English country name → ISO 3166-1 alpha-2, from Intl's own region names plus the aliases above. */
export function countryCodeIndex(): (englishName: string) => string | null {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const index = new Map<string, string>(Object.entries(ALIASES));
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = regionName(english, code);
      if (name && name !== code && !index.has(normalize(name))) index.set(normalize(name), code);
    }
  }
  return (englishName) => index.get(normalize(englishName)) ?? null;
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
