import type { AirlineContact } from '../contracts/demands.js';
import type { AirlineLetterChannel } from './demand-events.js';

/**
 * Where and how a letter to this carrier may go. A written demand interrupts the limitation period
 * only once it reaches the carrier, and the proof is kept (EU261.md, "Limitation periods"): to an
 * Italian carrier with a PEC address it goes there by PEC, whose receipt of delivery is that proof;
 * to any other, by e-mail to the carriers' table's claims address or one an admin added.
 */
export function letterRoute(contact: AirlineContact | null): { channel: AirlineLetterChannel; addresses: string[] } {
  if (contact?.country === 'IT' && contact.pec) return { channel: 'pec', addresses: [contact.pec.trim().toLowerCase()] };
  return { channel: 'email', addresses: contact?.claimsEmails ?? [] };
}
