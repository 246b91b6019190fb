/** Lower case, no accents, single spaces: «  José  ROSSI » and «jose rossi» are the same name. */
function normalisePersonText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The key a passenger's name or e-mail is matched by (possible duplicates); null when there is nothing to match. */
export const personKey = (text: string | null | undefined): string | null => (text ? normalisePersonText(text) || null : null);

/** Fewer digits than this is no telephone number to match anyone by. */
const PHONE_DIGITS_MATCHED = 9;

/**
 * The key a telephone number is matched by: its last nine digits, so «+39 333 123 4567», «0039
 * 3331234567» and «333-1234567» are the same phone whatever prefix was typed; null when it has fewer.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS_MATCHED ? digits.slice(-PHONE_DIGITS_MATCHED) : null;
}

/** The key a booking code (PNR) is matched by: its letters and digits in upper case; null when there are none. */
export const bookingKey = (reference: string | null | undefined): string | null => (reference ? reference.replace(/[^0-9a-z]/gi, '').toUpperCase() || null : null);
