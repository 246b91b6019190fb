import { CLAIM_EVENT, claimNotFound, evolveClaim, initialClaimState, type Claim, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import type { PayoutBlocker } from '../contracts/billing.js';
import { isMinorOn, type ClaimPassenger } from '../contracts/claim-passengers.js';
import { DEMAND_EVENT, type DemandEvent } from '../demands/contract.js';
import { MANDATE_EVENT, type MandateEvent } from '../mandates/contract.js';
import type { PostalAddress } from '../contracts/invoicing.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { calculateFee, eurosToCents, formatEuroCents, type FeeBreakdown } from '../eligibility/index.js';
import { DomainError } from '../platform/domain-error.js';
import { allocateByDefault, claimedCentsOf, type AllocationCandidate } from './allocation.js';
import {
  CLAIM_BILLING_EVENT_TYPES,
  type AirlinePaymentReceivedData,
  type PaymentAllocation,
  type VoucherAcceptedData,
  type BankDetailsLinkSentData,
  type ClaimBillingEvent,
  type InvoiceIssuedData,
  type PayoutSentData,
} from './billing-events.js';

/** What the money path needs of a claim's stream: the claim as folded, and its payments, vouchers, invoices, bank details and payouts. */
export interface ClaimBillingState {
  claim: ClaimState;
  /** Each passenger's own account, by passenger id (a minor has none: their money goes to the contact's, passenger 1). */
  bankDetails: Map<number, BankAccount>;
  /** Per passenger, the e-mailed link that still works (once, until it expires). */
  bankDetailsLinks: Map<number, BankDetailsLinkSentData>;
  /** The airline's payments in order, each with its allocations (old events' worked out by the default rule). */
  payments: (AirlinePaymentReceivedData & { allocations: PaymentAllocation[] })[];
  /** Per passenger: the cents received from the airline so far, and the day of the latest payment that brought some. */
  received: Map<number, { cents: number; lastReceivedOn: string }>;
  vouchers: Map<number, VoucherAcceptedData>;
  /** Per passenger, their invoices in order: one usually, one more for money that came in after it. */
  invoices: Map<number, InvoiceIssuedData[]>;
  payouts: Map<number, PayoutSentData>;
  /** The passengers whose mandate is signed (a minor's by the guardian): only they may be paid through us. */
  signedMandates: Set<number>;
  /** Whether the airline accepted the claim in full or in part (its reply) or paid some of it: from then on, what each passenger still waits for is shown. */
  airlineAgreed: boolean;
}

export interface BankAccount {
  iban: string;
  accountHolder: string;
  codiceFiscale: string | null;
  address: PostalAddress | null;
}

/** The passenger given bank details are for: the contact (1) when the event is older than per-passenger accounts. */
export const THE_CONTACT = 1;

/** Signed in to the area, or through the e-mailed link `linkId` (checked against the open link at `at`). */
export type BankDetailsSource = { via: 'area' } | { via: 'link'; linkId: string; at: string };

export type ClaimBillingCommand =
  | { type: 'SendBankDetailsLink'; linkId: string; expiresAt: string; passengerId: number }
  | { type: 'ProvideBankDetails'; passengerId: number; iban: string; accountHolder: string; codiceFiscale?: string; address?: PostalAddress; source: BankDetailsSource }
  | { type: 'RecordAirlinePayment'; amountCents: number; receivedOn: string; bankReference: string; allocations?: PaymentAllocation[] }
  | { type: 'RecordVoucher'; passengerId: number; acceptedOn: string; description: string }
  | { type: 'IssueInvoice'; invoice: InvoiceIssuedData }
  | { type: 'RecordPayoutSent'; payout: PayoutSentData };

type FoldedEvent =
  | ClaimEvent
  | ClaimBillingEvent
  | Extract<MandateEvent, { type: typeof MANDATE_EVENT.MandateSigned }>
  | Extract<DemandEvent, { type: typeof DEMAND_EVENT.AirlineReplied }>;

export const LINK_USED = () =>
  new DomainError('conflict', 'Il link per le coordinate bancarie è già stato usato o non è più valido: accedi all’area riservata per cambiarle.', { title: 'Link non più valido' });
const allPaid = () => new DomainError('conflict', 'Il risarcimento è già stato pagato: le coordinate non si possono più cambiare.', { title: 'Bonifico già inviato' });

const erased = () => new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati.', { title: 'Dati personali cancellati' });
const rejected = () => new DomainError('conflict', 'La pratica è stata respinta: non ci sono pagamenti da registrare.', { title: 'Pratica respinta' });
const invalid = (message: string, field?: string) => new DomainError('invalid', message, field ? { field } : undefined);

export const initialClaimBillingState = (): ClaimBillingState => ({
  claim: initialClaimState,
  bankDetails: new Map(),
  bankDetailsLinks: new Map(),
  payments: [],
  received: new Map(),
  vouchers: new Map(),
  invoices: new Map(),
  payouts: new Map(),
  signedMandates: new Set(),
  airlineAgreed: false,
});

/** The open link with this id, if it has not expired at `at`, with the passenger it is for. */
export const openLink = (state: ClaimBillingState, linkId: string, at: string): (BankDetailsLinkSentData & { passengerId: number }) | undefined => {
  for (const [passengerId, link] of state.bankDetailsLinks) {
    if (link.linkId === linkId && Date.parse(link.expiresAt) > Date.parse(at)) return { ...link, passengerId };
  }
  return undefined;
};

const isMinor = (claim: Claim, passenger: ClaimPassenger | undefined) => passenger !== undefined && passenger.passengerId !== THE_CONTACT && isMinorOn(passenger.dateOfBirth, claim.flightDate);

/** Whose account pays this passenger: their own, or for a minor the contact's (the guardian who signed for them). */
export const accountHolderIdOf = (state: ClaimBillingState, passengerId: number): number => {
  const claim = state.claim as Claim;
  return isMinor(claim, passengerOf(claim, passengerId)) ? THE_CONTACT : passengerId;
};

/** The account this passenger's payout goes to; undefined until given. */
export const accountFor = (state: ClaimBillingState, passengerId: number): BankAccount | undefined => state.bankDetails.get(accountHolderIdOf(state, passengerId));

/** The compensation claimed per passenger in cents: the claim's amount, confirmed or estimated. */
export const perPassengerCents = (claim: Claim): number => eurosToCents(claim.compensationAmount ?? claim.estimatedCompensation ?? 0);

/** What this passenger claims: nothing for one who travelled free. */
export const claimedCents = (claim: Claim, passenger: ClaimPassenger): number => claimedCentsOf(passenger, perPassengerCents(claim));

/** What the airline owes for the whole booking: the sum of what each passenger claims. */
export const claimTotalCents = (claim: Claim): number => claim.passengers.reduce((sum, passenger) => sum + claimedCents(claim, passenger), 0);

export const receivedCents = (state: ClaimBillingState, passengerId: number): number => state.received.get(passengerId)?.cents ?? 0;

/** Our fee on what actually came in for this passenger (25 % + IVA, each rounded half up) and their net. */
export const feeOnReceived = (state: ClaimBillingState, passengerId: number): FeeBreakdown => calculateFee(receivedCents(state, passengerId));

/** What each passenger may still receive: claimed less received; nothing after a voucher or a payout. */
export function allocationCandidates(state: ClaimBillingState): AllocationCandidate[] {
  const claim = state.claim as Claim;
  return claim.passengers.map((passenger) => ({
    passengerId: passenger.passengerId,
    openCents: state.vouchers.has(passenger.passengerId) || state.payouts.has(passenger.passengerId) ? 0 : Math.max(0, claimedCents(claim, passenger) - receivedCents(state, passenger.passengerId)),
  }));
}

const sumOf = (invoices: readonly InvoiceIssuedData[], key: 'compensationCents' | 'imponibileCents' | 'ivaCents' | 'totalCents') => invoices.reduce((sum, invoice) => sum + invoice[key], 0);

/**
 * What the passenger's next invoice is on: the money received and not invoiced yet, and the fee on it
 * such that all their invoices add up to the fee on everything received (no cent lost to rounding twice).
 * Null when everything received is invoiced.
 */
export function uninvoiced(state: ClaimBillingState, passengerId: number): { compensationCents: number; imponibileCents: number; ivaCents: number; totalCents: number } | null {
  const issued = state.invoices.get(passengerId) ?? [];
  const compensationCents = receivedCents(state, passengerId) - sumOf(issued, 'compensationCents');
  if (compensationCents <= 0) return null;
  const fee = feeOnReceived(state, passengerId);
  const imponibileCents = fee.commissionCents - sumOf(issued, 'imponibileCents');
  const ivaCents = fee.vatCents - sumOf(issued, 'ivaCents');
  return { compensationCents, imponibileCents, ivaCents, totalCents: imponibileCents + ivaCents };
}

/** What the passenger is paid: received less the fee of their invoices; 0 until everything received is invoiced. */
export function payoutCents(state: ClaimBillingState, passengerId: number): number {
  const issued = state.invoices.get(passengerId) ?? [];
  if (issued.length === 0 || uninvoiced(state, passengerId)) return 0;
  return receivedCents(state, passengerId) - sumOf(issued, 'totalCents');
}

function addPayment(state: ClaimBillingState, data: AirlinePaymentReceivedData): ClaimBillingState {
  const allocations = data.allocations ?? allocateByDefault(data.amountCents, allocationCandidates(state)) ?? [];
  const received = new Map(state.received);
  for (const allocation of allocations) {
    if (allocation.amountCents <= 0) continue;
    received.set(allocation.passengerId, { cents: receivedCents(state, allocation.passengerId) + allocation.amountCents, lastReceivedOn: data.receivedOn });
  }
  return { ...state, payments: [...state.payments, { ...data, allocations }], received };
}

export function evolveClaimBilling(state: ClaimBillingState, event: FoldedEvent, at: string): ClaimBillingState {
  switch (event.type) {
    case 'BankDetailsLinkSent':
      return { ...state, bankDetailsLinks: new Map(state.bankDetailsLinks).set(event.data.passengerId ?? THE_CONTACT, event.data) };
    // Any new details of that passenger end their link: it is for one change.
    case 'BankDetailsProvided': {
      const passengerId = event.data.passengerId ?? THE_CONTACT;
      const account: BankAccount = { iban: event.data.iban, accountHolder: event.data.accountHolder, codiceFiscale: event.data.codiceFiscale ?? null, address: event.data.address ?? null };
      const links = new Map(state.bankDetailsLinks);
      links.delete(passengerId);
      return { ...state, bankDetails: new Map(state.bankDetails).set(passengerId, account), bankDetailsLinks: links };
    }
    case 'AirlinePaymentReceived':
      return state.claim.exists ? { ...addPayment(state, event.data), airlineAgreed: true } : state;
    case MANDATE_EVENT.MandateSigned:
      return { ...state, signedMandates: new Set(state.signedMandates).add(event.data.passengerId) };
    case DEMAND_EVENT.AirlineReplied:
      return event.data.outcome === 'accepted' || event.data.outcome === 'partial' ? { ...state, airlineAgreed: true } : state;
    case 'VoucherAccepted':
      return { ...state, vouchers: new Map(state.vouchers).set(event.data.passengerId, event.data) };
    case 'InvoiceIssued':
      return { ...state, invoices: new Map(state.invoices).set(event.data.passengerId, [...(state.invoices.get(event.data.passengerId) ?? []), event.data]) };
    case 'PayoutSent':
      return { ...state, payouts: new Map(state.payouts).set(event.data.passengerId, event.data) };
    default: {
      // «Revoca link» or an erasure end every link; a new claim address ends the contact's (a co-passenger's went to their own address).
      const endsAll = event.type === CLAIM_EVENT.UploadLinksRevoked || event.type === CLAIM_EVENT.PersonalDataErased;
      const endsContacts = event.type === CLAIM_EVENT.ClaimDetailsEdited && event.data.changes.email !== undefined;
      const links = endsAll ? new Map() : new Map(state.bankDetailsLinks);
      if (endsContacts) links.delete(THE_CONTACT);
      return { ...state, claim: evolveClaim(state.claim, event, at), bankDetailsLinks: links };
    }
  }
}

const existing = (state: ClaimBillingState): Claim => {
  if (!state.claim.exists) throw claimNotFound();
  return state.claim;
};

const nameOf = (claim: Claim, passengerId: number) => passengerOf(claim, passengerId)?.fullName ?? `passeggero ${passengerId}`;

/** The operator's allocations checked against what each passenger may still receive; the default rule's when none are given. */
function allocationsFor(command: Extract<ClaimBillingCommand, { type: 'RecordAirlinePayment' }>, state: ClaimBillingState, claim: Claim): PaymentAllocation[] {
  const candidates = allocationCandidates(state);
  const openTotal = candidates.reduce((sum, candidate) => sum + candidate.openCents, 0);
  if (!command.allocations) {
    if (openTotal === 0) throw new DomainError('conflict', 'Nessun passeggero di questa pratica ha ancora una compensazione da ricevere.', { title: 'Niente da ricevere' });
    if (command.amountCents > openTotal) throw invalid(`L’importo supera quanto resta da ricevere per la pratica (${formatEuroCents(openTotal)})`, 'amount');
    return allocateByDefault(command.amountCents, candidates)!.filter((allocation) => allocation.amountCents > 0);
  }
  const seen = new Set<number>();
  for (const allocation of command.allocations) {
    if (!passengerOf(claim, allocation.passengerId)) throw invalid(`Ripartizione: il passeggero ${allocation.passengerId} non è in questa pratica`, 'allocations');
    if (seen.has(allocation.passengerId)) throw invalid(`Ripartizione: il passeggero ${allocation.passengerId} compare due volte`, 'allocations');
    seen.add(allocation.passengerId);
    if (allocation.amountCents < 0) throw invalid(`Ripartizione: la quota di ${nameOf(claim, allocation.passengerId)} non può essere negativa`, 'allocations');
  }
  const allocated = command.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  if (allocated !== command.amountCents) {
    throw invalid(`Ripartizione: le quote sommano ${formatEuroCents(allocated)}, ma il pagamento è di ${formatEuroCents(command.amountCents)}`, 'allocations');
  }
  for (const allocation of command.allocations) {
    if (allocation.amountCents === 0) continue;
    const name = nameOf(claim, allocation.passengerId);
    if (state.payouts.has(allocation.passengerId)) {
      throw new DomainError('conflict', `Ripartizione: ${name} ha già ricevuto il bonifico; una nuova quota non si può più aggiungere.`, { title: 'Passeggero già pagato', field: 'allocations' });
    }
    const open = candidates.find((candidate) => candidate.passengerId === allocation.passengerId)!.openCents;
    if (allocation.amountCents > open) throw invalid(`Ripartizione: la quota di ${name} supera quanto può ancora ricevere (${formatEuroCents(open)})`, 'allocations');
  }
  return command.allocations.filter((allocation) => allocation.amountCents > 0);
}

export function decideClaimBilling(command: ClaimBillingCommand, state: ClaimBillingState): ClaimBillingEvent[] {
  const claim = existing(state);
  const isErased = claim.personalDataErasedAt !== null;
  switch (command.type) {
    case 'SendBankDetailsLink': {
      if (isErased) throw erased();
      const passenger = passengerOf(claim, command.passengerId);
      if (!passenger) throw invalid('Passeggero non trovato', 'passengerId');
      if (isMinor(claim, passenger)) throw invalid(`${passenger.fullName} è minorenne: il suo risarcimento va sul conto di chi ha aperto la pratica, che indica le coordinate`, 'passengerId');
      if (command.passengerId !== THE_CONTACT && !passenger.email) throw invalid(`${passenger.fullName} non ha un indirizzo e-mail nella pratica: aggiungilo per inviargli il link`, 'passengerId');
      if (paidAllOf(state, command.passengerId)) throw allPaid();
      const forWhom = command.passengerId === THE_CONTACT ? {} : { passengerId: command.passengerId };
      return [{ type: 'BankDetailsLinkSent', data: { linkId: command.linkId, expiresAt: command.expiresAt, ...forWhom } }];
    }
    case 'ProvideBankDetails': {
      if (isErased) throw erased();
      const { source } = command;
      const link = source.via === 'link' ? openLink(state, source.linkId, source.at) : undefined;
      if (source.via === 'link' && (!link || link.passengerId !== command.passengerId)) throw LINK_USED();
      const passenger = passengerOf(claim, command.passengerId);
      if (!passenger) throw invalid('Passeggero non trovato', 'passengerId');
      if (isMinor(claim, passenger)) throw invalid(`${passenger.fullName} è minorenne: il suo risarcimento va sul conto di chi ha aperto la pratica`, 'passengerId');
      const current = state.bankDetails.get(command.passengerId);
      const same =
        current?.iban === command.iban &&
        current.accountHolder === command.accountHolder &&
        current.codiceFiscale === (command.codiceFiscale ?? null) &&
        JSON.stringify(current.address) === JSON.stringify(command.address ?? null);
      if (same) return [];
      if (paidAllOf(state, command.passengerId)) throw allPaid();
      const via = source.via === 'link' ? { via: 'link' as const, linkId: source.linkId } : { via: 'area' as const };
      const customer = { ...(command.codiceFiscale ? { codiceFiscale: command.codiceFiscale } : {}), ...(command.address ? { address: command.address } : {}) };
      return [{ type: 'BankDetailsProvided', data: { passengerId: command.passengerId, iban: command.iban, accountHolder: command.accountHolder, ...customer, ...via } }];
    }
    case 'RecordAirlinePayment': {
      if (isErased) throw erased();
      if (claim.adminStatus === 'rejected') throw rejected();
      if (command.amountCents <= 0) throw invalid('L’importo deve essere maggiore di zero', 'amount');
      const same = state.payments.find((payment) => payment.bankReference === command.bankReference && payment.receivedOn === command.receivedOn);
      if (same) {
        throw new DomainError('conflict', `Questo pagamento della compagnia è già registrato (${formatEuroCents(same.amountCents)} il ${same.receivedOn}, rif. ${same.bankReference}).`, { title: 'Pagamento già registrato' });
      }
      const allocations = allocationsFor(command, state, claim);
      return [
        {
          type: 'AirlinePaymentReceived',
          data: { amountCents: command.amountCents, receivedOn: command.receivedOn, bankReference: command.bankReference, allocations, allocatedBy: command.allocations ? 'operator' : 'default' },
        },
      ];
    }
    case 'RecordVoucher': {
      if (isErased) throw erased();
      if (claim.adminStatus === 'rejected') throw rejected();
      const passenger = passengerOf(claim, command.passengerId);
      if (!passenger) throw invalid('Passeggero non trovato', 'passengerId');
      if (state.vouchers.has(command.passengerId)) return [];
      if (passenger.travelledFree) throw invalid(`${passenger.fullName} ha viaggiato gratis: non ha una compensazione da convertire in buono`, 'passengerId');
      if (receivedCents(state, command.passengerId) > 0) {
        throw new DomainError('conflict', `${passenger.fullName} ha già una quota del pagamento della compagnia: il buono non si può più registrare.`, { title: 'Quota già ricevuta', field: 'passengerId' });
      }
      return [{ type: 'VoucherAccepted', data: { passengerId: command.passengerId, acceptedOn: command.acceptedOn, description: command.description } }];
    }
    case 'IssueInvoice': {
      const { invoice } = command;
      const issued = state.invoices.get(invoice.passengerId) ?? [];
      if (issued.some((other) => other.invoiceNumber === invoice.invoiceNumber)) return [];
      if ([...state.invoices.values()].flat().some((other) => other.invoiceNumber === invoice.invoiceNumber)) throw invoiceNumberUsed(invoice.invoiceNumber);
      if (!passengerOf(claim, invoice.passengerId)) throw invalid('Passeggero non trovato', 'passengerId');
      // Art. 21 DPR 633/1972: no invoice without the customer's codice fiscale and address.
      if (!invoice.customer) throw new DomainError('conflict', 'Mancano il codice fiscale e l’indirizzo di residenza di chi riceve la fattura: chiedili con le coordinate bancarie.', { title: 'Dati per la fattura mancanti' });
      const open = uninvoiced(state, invoice.passengerId);
      if (!open) {
        if (issued.length > 0) throw new DomainError('conflict', `Il passeggero ha già la fattura n. ${issued.at(-1)!.invoiceNumber} su tutto quanto ricevuto.`, { title: 'Fattura già emessa' });
        throw new DomainError('conflict', 'Registra prima il pagamento della compagnia per questo passeggero.', { title: 'Pagamento mancante' });
      }
      if (invoice.compensationCents !== open.compensationCents || invoice.totalCents !== open.totalCents) {
        throw new DomainError('conflict', `La fattura deve essere sulla quota ricevuta e non ancora fatturata (${formatEuroCents(open.compensationCents)}).`, { title: 'Importo della fattura errato' });
      }
      return [{ type: 'InvoiceIssued', data: invoice }];
    }
    case 'RecordPayoutSent': {
      const { payout } = command;
      const paid = state.payouts.get(payout.passengerId);
      if (paid?.batchId === payout.batchId) return [];
      if (paid) throw alreadyPaid();
      if (!state.invoices.has(payout.passengerId) || uninvoiced(state, payout.passengerId)) throw new DomainError('conflict', 'Il passeggero non ha ancora una fattura su tutto quanto ricevuto.', { title: 'Fattura mancante' });
      const owed = payoutCents(state, payout.passengerId);
      if (payout.amountCents > owed) {
        throw new DomainError('conflict', `Il bonifico (${formatEuroCents(payout.amountCents)}) supera quanto ricevuto per il passeggero al netto del compenso (${formatEuroCents(owed)}).`, { title: 'Bonifico oltre il ricevuto' });
      }
      return [{ type: 'PayoutSent', data: payout }];
    }
  }
}

/** Whether everyone this account pays (the passenger, and for the contact the minors) is paid already. */
function paidAllOf(state: ClaimBillingState, accountOwnerId: number): boolean {
  const claim = state.claim as Claim;
  const paidFrom = claim.passengers.filter((passenger) => accountHolderIdOf(state, passenger.passengerId) === accountOwnerId);
  return paidFrom.length > 0 && paidFrom.every((passenger) => state.payouts.has(passenger.passengerId));
}

/**
 * What keeps this passenger out of a payout batch, in the order an operator clears them; undefined
 * when nothing is owed to them through us (paid already, a voucher, travelled free, or the airline has
 * neither accepted nor paid yet). `openBatchId`: the batch not executed yet that holds them, if any.
 */
export function payoutBlockers(state: ClaimBillingState, passengerId: number, openBatchId: string | null): PayoutBlocker[] | undefined {
  const passenger = state.claim.exists ? passengerOf(state.claim, passengerId) : undefined;
  if (!passenger || passenger.travelledFree || state.payouts.has(passengerId) || state.vouchers.has(passengerId)) return undefined;
  const received = receivedCents(state, passengerId) > 0;
  if (!received && !state.airlineAgreed) return undefined;
  const blockers: PayoutBlocker[] = [];
  if (!received) blockers.push('no_airline_payment');
  if (!state.signedMandates.has(passengerId)) blockers.push('no_mandate');
  if (received && (!state.invoices.has(passengerId) || uninvoiced(state, passengerId))) blockers.push('no_invoice');
  if (!accountFor(state, passengerId)) blockers.push('no_bank_details');
  if (openBatchId) blockers.push('in_batch');
  return blockers;
}

export const invoiceNumberUsed = (invoiceNumber: string) => new DomainError('conflict', `Il numero di fattura ${invoiceNumber} è già stato usato.`, { title: 'Numero di fattura già usato' });
export const alreadyPaid = () => new DomainError('conflict', 'Passeggero già pagato', { title: 'Passeggero già pagato' });

export const passengerOf = (claim: Claim, passengerId: number): ClaimPassenger | undefined => claim.passengers.find((passenger) => passenger.passengerId === passengerId);

export const claimBillingDecider: Decider<ClaimBillingState, ClaimBillingCommand, FoldedEvent> = {
  initialState: initialClaimBillingState(),
  eventTypes: [
    ...CLAIM_BILLING_EVENT_TYPES,
    MANDATE_EVENT.MandateSigned,
    DEMAND_EVENT.AirlineReplied,
    CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.ClaimDetailsEdited, CLAIM_EVENT.ClaimStatusChanged, CLAIM_EVENT.EligibilityAssessed, CLAIM_EVENT.UploadLinksRevoked,
    CLAIM_EVENT.PersonalDataErased,
  ],
  evolve: evolveClaimBilling,
  decide: decideClaimBilling,
};
