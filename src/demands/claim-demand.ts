import { claimStream, type Claim } from '../claims/contract.js';
import { passengersWithTicket } from '../contracts/claim-passengers.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import type { EventStore } from '../platform/event-store/index.js';
import { demandsDecider, type ClaimFile, type DemandsClaim, type DemandsState } from './demands-decider.js';

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

type ClaimState = Omit<DemandsState, 'claim'> & { claim: DemandsClaim };

/**
 * The passengers the letter speaks for: those whose signed mandate is on the claim (an unsigned one
 * gives us no right to act for them), never one who travelled free (Art. 3(3): nothing is due to them).
 */
export const mandatedPassengers = (state: ClaimState) =>
  passengersWithTicket(state.claim.passengers).filter((passenger) => usable(state.files.get(state.mandates.get(passenger.passengerId) ?? '')));

/** A document the letter lists as attached: a passenger's signed mandate, or a boarding pass by its file's name. */
export type LetterAttachment = { documentId: string; fileName: string } & ({ fileType: 'mandate'; passenger: string } | { fileType: 'carta_imbarco'; passenger?: never });

/**
 * What the letter lists as attached: each mandated passenger's mandate, then the boarding passes not
 * rejected. Identity documents are not among them: they go only to a carrier that asked (sending).
 */
export function attachmentsOf(state: ClaimState): LetterAttachment[] {
  const mandates = mandatedPassengers(state).map((passenger) => {
    const file = state.files.get(state.mandates.get(passenger.passengerId)!)!;
    return { documentId: file.documentId, fileName: file.fileName, fileType: 'mandate' as const, passenger: passenger.fullName };
  });
  const boardingPasses = [...state.files.values()]
    .filter((file) => usable(file) && file.fileType === 'carta_imbarco')
    .map((file) => ({ documentId: file.documentId, fileName: file.fileName, fileType: 'carta_imbarco' as const }));
  return [...mandates, ...boardingPasses];
}

/** The identity documents not rejected: attached only when the operator records that the carrier asked for them. */
export const identityDocumentsOf = (state: Pick<DemandsState, 'files'>) => [...state.files.values()].filter((file) => usable(file) && file.fileType === 'documento_identita');

/**
 * Whether the letter rests on more than the passenger's word: times verified by the provider or an
 * operator, for a cancellation the notice the passenger said they were given, or an amount an operator
 * confirmed in the claim's details (the assessment's estimate alone is not one).
 */
function hasGrounds(state: ClaimState): boolean {
  const { claim } = state;
  if (state.flight || typeof claim.compensationAmount === 'number') return true;
  return claim.issueType === 'cancellation' && claim.cancellationNotice !== undefined && claim.cancellationNotice !== 'unknown';
}

/** What a letter still needs, in Italian: at least one passenger's signed mandate, an amount and what it rests on. */
export function missingForLetter(state: ClaimState, airlineCode: string | null, iban: string | null): string[] {
  const missing: string[] = [];
  if (mandatedPassengers(state).length === 0) {
    missing.push(`Nessun passeggero ha ancora firmato il mandato (mancano: ${passengersWithTicket(state.claim.passengers).map((passenger) => passenger.fullName).join(', ')})`);
  }
  if (amountPerPassengerCents(state.claim) <= 0) missing.push('Manca l’importo della compensazione: valuta l’idoneità o indica l’importo nella pratica');
  if (!hasGrounds(state)) {
    missing.push(
      state.claim.issueType === 'cancellation'
        ? 'Mancano gli orari verificati del volo, il preavviso della cancellazione indicato dal passeggero o un importo confermato da un operatore: verifica il volo, registrane gli orari o conferma l’importo nella pratica'
        : 'Mancano gli orari verificati del volo o un importo confermato da un operatore: verifica il volo, registrane gli orari o conferma l’importo nella pratica',
    );
  }
  if (!airlineCode) missing.push('Il numero di volo non indica la compagnia aerea (codice IATA di due caratteri)');
  if (!iban) missing.push('Manca l’IBAN del conto clienti della società (COMPANY_IBAN)');
  if (state.claim.adminStatus === 'rejected') missing.push('La pratica è respinta');
  return missing;
}
