import { claimStream, type Claim } from '../claims/contract.js';
import { FILE_TYPE_LABELS } from '../documents/contract.js';
import { foldStream } from '../event-store/command-handler.js';
import type { EventStore } from '../event-store/index.js';
import { demandsDecider, type ClaimFile, type DemandsState } from './demands-decider.js';

export async function foldDemands(store: EventStore, claimId: number) {
  return foldStream(store, claimStream(claimId), demandsDecider);
}

/**
 * The carrier a letter goes to: the operating carrier the verified flight data name, else the one the
 * claim records (looked up at submission, corrected by operators), else the flight number's
 * two-character IATA prefix (AZ610 → AZ, U21234 → U2); null when none says.
 */
export function airlineCodeOf(state: DemandsState): string | null {
  if (state.flight?.operatingCarrier && /^[A-Z0-9]{2}$/.test(state.flight.operatingCarrier)) return state.flight.operatingCarrier;
  if (!state.claim.exists) return null;
  if (state.claim.operatingCarrier) return state.claim.operatingCarrier;
  const match = /^([A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4}[A-Z]?$/.exec(state.claim.flightNumber.trim().toUpperCase());
  return match ? match[1]! : null;
}

/** The compensation per passenger in cents: the amount an operator set, else the assessment's estimate. */
export const amountPerPassengerCents = (claim: Claim) => Math.round((claim.compensationAmount ?? claim.estimatedCompensation ?? 0) * 100);

const usable = (file: ClaimFile | undefined): file is ClaimFile => Boolean(file && !file.rejected && !file.fileDeleted);

/** What goes with the letter: each passenger's mandate, then the boarding passes and identity documents not rejected. */
export function attachmentsOf(state: Omit<DemandsState, 'claim'> & { claim: Claim }): { documentId: string; label: string; fileName: string }[] {
  const mandates = state.claim.passengers.flatMap((passenger) => {
    const file = state.files.get(state.mandates.get(passenger.passengerId) ?? '');
    return usable(file) ? [{ documentId: file.documentId, label: `${FILE_TYPE_LABELS.mandate} — ${passenger.fullName}`, fileName: file.fileName }] : [];
  });
  const others = [...state.files.values()]
    .filter((file) => usable(file) && (file.fileType === 'carta_imbarco' || file.fileType === 'documento_identita'))
    .map((file) => ({ documentId: file.documentId, label: `${FILE_TYPE_LABELS[file.fileType]} (${file.fileName})`, fileName: file.fileName }));
  return [...mandates, ...others];
}

/** What a letter still needs, in Italian: each passenger's signed mandate, an amount. */
export function missingForLetter(state: Omit<DemandsState, 'claim'> & { claim: Claim }, airlineCode: string | null, iban: string | null): string[] {
  const missing: string[] = [];
  const unsigned = state.claim.passengers.filter((passenger) => !usable(state.files.get(state.mandates.get(passenger.passengerId) ?? '')));
  if (unsigned.length > 0) missing.push(`Manca il mandato firmato di ${unsigned.map((passenger) => passenger.fullName).join(', ')}`);
  if (amountPerPassengerCents(state.claim) <= 0) missing.push('Manca l’importo della compensazione: valuta l’idoneità o indica l’importo nella pratica');
  if (!airlineCode) missing.push('Il numero di volo non indica la compagnia aerea (codice IATA di due caratteri)');
  if (!iban) missing.push('Manca l’IBAN del conto clienti della società (COMPANY_IBAN)');
  if (state.claim.adminStatus === 'rejected') missing.push('La pratica è respinta');
  return missing;
}
