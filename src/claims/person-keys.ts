/** Lower case, no accents, single spaces: «  José  ROSSI » and «jose rossi» are the same name. */
function normalisePersonText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The key a passenger's name or e-mail is matched by (possible duplicates); null when there is nothing to match. */
export const personKey = (text: string | null | undefined): string | null => (text ? normalisePersonText(text) || null : null);
