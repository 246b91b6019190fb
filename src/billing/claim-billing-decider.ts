import { CLAIM_EVENT, claimNotFound, evolveClaim, initialClaimState, type Claim, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { passengersWithTicket, type ClaimPassenger } from '../contracts/claim-passengers.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { calculateFee, eurosToCents, formatEuroCents, type FeeBreakdown } from '../eligibility/index.js';
import { DomainError } from '../platform/domain-error.js';
import {
  CLAIM_BILLING_EVENT_TYPES,
  type AirlinePaymentReceivedData,
  type BankDetailsLinkSentData,
  type ClaimBillingEvent,
  type InvoiceIssuedData,
  type PayoutSentData,
} from './billing-events.js';

/** What the money path needs of a claim's stream: the claim as folded, and its payment, invoices, bank details and payouts. */
export interface ClaimBillingState {
  claim: ClaimState;
  bankDetails: { iban: string; accountHolder: string } | null;
  /** The e-mailed link that still works (once, until it expires); null when there is none. */
  bankDetailsLink: BankDetailsLinkSentData | null;
  airlinePayment: AirlinePaymentReceivedData | null;
  invoices: Map<number, InvoiceIssuedData>;
  payouts: Map<number, PayoutSentData>;
}

/** Signed in to the area, or through the e-mailed link `linkId` (checked against the open link at `at`). */
export type BankDetailsSource = { via: 'area' } | { via: 'link'; linkId: string; at: string };

export type ClaimBillingCommand =
  | { type: 'SendBankDetailsLink'; linkId: string; expiresAt: string }
  | { type: 'ProvideBankDetails'; iban: string; accountHolder: string; source: BankDetailsSource }
  | { type: 'RecordAirlinePayment'; amountCents: number; receivedOn: string; bankReference: string }
  | { type: 'IssueInvoice'; invoice: InvoiceIssuedData }
  | { type: 'RecordPayoutSent'; payout: PayoutSentData };

type FoldedEvent = ClaimEvent | ClaimBillingEvent;

export const LINK_USED = () =>
  new DomainError('conflict', 'Il link per le coordinate bancarie è già stato usato o non è più valido: accedi all’area riservata per cambiarle.', { title: 'Link non più valido' });
const allPaid = () => new DomainError('conflict', 'Il risarcimento è già stato pagato: le coordinate non si possono più cambiare.', { title: 'Bonifico già inviato' });

const erased = () => new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati.', { title: 'Dati personali cancellati' });
const rejected = () => new DomainError('conflict', 'La pratica è stata respinta: non ci sono pagamenti da registrare.', { title: 'Pratica respinta' });
const invalid = (message: string, field?: string) => new DomainError('invalid', message, field ? { field } : undefined);

export const initialClaimBillingState = (): ClaimBillingState => ({ claim: initialClaimState, bankDetails: null, bankDetailsLink: null, airlinePayment: null, invoices: new Map(), payouts: new Map() });

/** The open link with this id, if it has not expired at `at`. */
export const openLink = (state: ClaimBillingState, linkId: string, at: string): BankDetailsLinkSentData | undefined =>
  state.bankDetailsLink?.linkId === linkId && Date.parse(state.bankDetailsLink.expiresAt) > Date.parse(at) ? state.bankDetailsLink : undefined;

/** The compensation per passenger in cents (the claim's amount, confirmed or estimated) and our fee on it. */
export function feePerPassenger(claim: Claim): FeeBreakdown {
  return calculateFee(eurosToCents(claim.compensationAmount ?? claim.estimatedCompensation ?? 0));
}

/** What the airline owes for the whole claim: compensation × passengers with a ticket (one who travelled free is owed nothing, Art. 3(3)). */
export const claimTotalCents = (claim: Claim): number => feePerPassenger(claim).compensationCents * passengersWithTicket(claim.passengers).length;

export function evolveClaimBilling(state: ClaimBillingState, event: FoldedEvent, at: string): ClaimBillingState {
  switch (event.type) {
    case 'BankDetailsLinkSent':
      return { ...state, bankDetailsLink: event.data };
    // Any new details end the link: it is for one change.
    case 'BankDetailsProvided':
      return { ...state, bankDetails: { iban: event.data.iban, accountHolder: event.data.accountHolder }, bankDetailsLink: null };
    case 'AirlinePaymentReceived':
      return { ...state, airlinePayment: event.data };
    case 'InvoiceIssued':
      return { ...state, invoices: new Map(state.invoices).set(event.data.passengerId, event.data) };
    case 'PayoutSent':
      return { ...state, payouts: new Map(state.payouts).set(event.data.passengerId, event.data) };
    default: {
      // The link went to the claim's address: a new address, «Revoca link» or an erasure leave whoever holds the old mailbox no way in.
      const endsLink = event.type === CLAIM_EVENT.UploadLinksRevoked || event.type === CLAIM_EVENT.PersonalDataErased || (event.type === CLAIM_EVENT.ClaimDetailsEdited && event.data.changes.email !== undefined);
      return { ...state, claim: evolveClaim(state.claim, event, at), bankDetailsLink: endsLink ? null : state.bankDetailsLink };
    }
  }
}

const existing = (state: ClaimBillingState): Claim => {
  if (!state.claim.exists) throw claimNotFound();
  return state.claim;
};

export function decideClaimBilling(command: ClaimBillingCommand, state: ClaimBillingState): ClaimBillingEvent[] {
  const claim = existing(state);
  const isErased = claim.personalDataErasedAt !== null;
  switch (command.type) {
    case 'SendBankDetailsLink':
      if (isErased) throw erased();
      if (claim.passengers.every((passenger) => state.payouts.has(passenger.passengerId))) throw allPaid();
      return [{ type: 'BankDetailsLinkSent', data: { linkId: command.linkId, expiresAt: command.expiresAt } }];
    case 'ProvideBankDetails': {
      if (isErased) throw erased();
      const { source } = command;
      if (source.via === 'link' && !openLink(state, source.linkId, source.at)) throw LINK_USED();
      if (state.bankDetails?.iban === command.iban && state.bankDetails.accountHolder === command.accountHolder) return [];
      if (claim.passengers.every((passenger) => state.payouts.has(passenger.passengerId))) throw allPaid();
      const via = source.via === 'link' ? { via: 'link' as const, linkId: source.linkId } : { via: 'area' as const };
      return [{ type: 'BankDetailsProvided', data: { iban: command.iban, accountHolder: command.accountHolder, ...via } }];
    }
    case 'RecordAirlinePayment': {
      if (isErased) throw erased();
      if (claim.adminStatus === 'rejected') throw rejected();
      if (state.airlinePayment) {
        throw new DomainError('conflict', `Il pagamento della compagnia è già registrato (${formatEuroCents(state.airlinePayment.amountCents)} il ${state.airlinePayment.receivedOn}).`, { title: 'Pagamento già registrato' });
      }
      if (command.amountCents <= 0) throw invalid('L’importo deve essere maggiore di zero', 'amount');
      const total = claimTotalCents(claim);
      if (command.amountCents > total) throw invalid(`L’importo supera il totale della pratica (${formatEuroCents(total)})`, 'amount');
      return [{ type: 'AirlinePaymentReceived', data: { amountCents: command.amountCents, receivedOn: command.receivedOn, bankReference: command.bankReference } }];
    }
    case 'IssueInvoice': {
      const { invoice } = command;
      const issued = state.invoices.get(invoice.passengerId);
      if (issued?.invoiceNumber === invoice.invoiceNumber) return [];
      if (issued) throw new DomainError('conflict', `Il passeggero ha già la fattura n. ${issued.invoiceNumber}.`, { title: 'Fattura già emessa' });
      if ([...state.invoices.values()].some((other) => other.invoiceNumber === invoice.invoiceNumber)) throw invoiceNumberUsed(invoice.invoiceNumber);
      if (!state.airlinePayment) throw new DomainError('conflict', 'Registra prima il pagamento della compagnia.', { title: 'Pagamento mancante' });
      if (!passengerOf(claim, invoice.passengerId)) throw invalid('Passeggero non trovato', 'passengerId');
      return [{ type: 'InvoiceIssued', data: invoice }];
    }
    case 'RecordPayoutSent': {
      const { payout } = command;
      const paid = state.payouts.get(payout.passengerId);
      if (paid?.batchId === payout.batchId) return [];
      if (paid) throw alreadyPaid();
      if (!state.invoices.has(payout.passengerId)) throw new DomainError('conflict', 'Il passeggero non ha ancora una fattura.', { title: 'Fattura mancante' });
      return [{ type: 'PayoutSent', data: payout }];
    }
  }
}

export const invoiceNumberUsed = (invoiceNumber: string) => new DomainError('conflict', `Il numero di fattura ${invoiceNumber} è già stato usato.`, { title: 'Numero di fattura già usato' });
export const alreadyPaid = () => new DomainError('conflict', 'Passeggero già pagato', { title: 'Passeggero già pagato' });

export const passengerOf = (claim: Claim, passengerId: number): ClaimPassenger | undefined => claim.passengers.find((passenger) => passenger.passengerId === passengerId);

export const claimBillingDecider: Decider<ClaimBillingState, ClaimBillingCommand, FoldedEvent> = {
  initialState: initialClaimBillingState(),
  eventTypes: [...CLAIM_BILLING_EVENT_TYPES, CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.ClaimDetailsEdited, CLAIM_EVENT.ClaimStatusChanged, CLAIM_EVENT.EligibilityAssessed, CLAIM_EVENT.UploadLinksRevoked, CLAIM_EVENT.PersonalDataErased],
  evolve: evolveClaimBilling,
  decide: decideClaimBilling,
};
