/** Titles airlines append to the given name on a boarding pass. */
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR', 'PROF', 'SIG', 'SIGRA', 'CHD', 'INF']);

/** 'DE LUCA' → 'De Luca', "D'ANGELO" → "D'Angelo", 'ROSSI-BIANCHI' → 'Rossi-Bianchi'. */
const capitalise = (words: string) => words.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** The BCBP name field ('ROSSI/MARIO MR') as people write it: 'Mario Rossi'. */
export function passengerNameOf(field: string | undefined): string {
  const [surname = '', given = ''] = (field ?? '').trim().split('/', 2);
  const givenWords = given.trim().split(/\s+/).filter(Boolean);
  while (givenWords.length > 1 && TITLES.has(givenWords.at(-1)!)) givenWords.pop();
  if (givenWords.length === 1 && TITLES.has(givenWords[0]!)) givenWords.pop();
  return capitalise([...givenWords, surname.trim()].filter(Boolean).join(' ').replace(/\s+/g, ' '));
}
