import { CLAIM_EVENT_TYPES, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { isMinorOn, type ClaimPassenger } from '../contracts/claim-passengers.js';
import { MANDATE_MESSAGES, type SignedAs } from '../contracts/mandates.js';
import type { Decider } from '../event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { MANDATE_EVENT_TYPES, type MandateEvent, type MandateSignedData } from './mandate-events.js';

/** The claim as its own fold reads it, and the mandates signed on it, one per passenger. */
export interface MandatesState {
  claim: ClaimState;
  signed: ReadonlyMap<number, MandateSignedData>;
}

export interface Signing {
  passengerId: number;
  signerName: string;
  signedAs: SignedAs;
  /** The signing day in Italy ('YYYY-MM-DD'): whether the passenger is a minor is decided on it. */
  today: string;
}

export type MandateCommand = {
  type: 'SignMandate';
  signing: Signing;
  /** The signed PDF as the documents module stored it, and the facts printed in it. */
  signed: Pick<MandateSignedData, 'documentId' | 'sha256' | 'textSha256' | 'signedAt' | 'signerIp'>;
};

type FoldedEvent = ClaimEvent | MandateEvent;

const invalid = (message: string, field: string) => new DomainError('invalid', message, { title: 'Firma non valida', field });

/** Spaces and letter case do not make another name: «Maria  ROSSI» is «maria rossi». */
export const sameName = (a: string, b: string) => normaliseName(a) === normaliseName(b);
const normaliseName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT');

/** The passenger a signing is for, once every rule allows it; the same rules before the PDF is made and when the event is appended. */
export function checkSigning(state: MandatesState, signing: Signing): { passenger: ClaimPassenger; minor: boolean } {
  const { claim } = state;
  if (!claim.exists) throw new DomainError('not_found', 'Pratica non trovata', { title: 'Pratica non trovata' });
  if (claim.personalDataErasedAt) throw new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati', { title: 'Dati personali cancellati' });
  if (claim.adminStatus === 'rejected') throw new DomainError('conflict', 'La pratica è stata respinta: non serve più firmare il mandato.', { title: 'Pratica respinta' });
  const passenger = claim.passengers.find((candidate) => candidate.passengerId === signing.passengerId);
  if (!passenger) throw new DomainError('not_found', MANDATE_MESSAGES.unknownPassenger, { title: 'Passeggero non trovato' });
  if (state.signed.has(passenger.passengerId)) throw new DomainError('conflict', MANDATE_MESSAGES.alreadySigned, { title: 'Mandato già firmato' });
  const minor = isMinorOn(passenger.dateOfBirth, signing.today);
  if (minor) {
    if (signing.signedAs !== 'guardian') throw invalid(MANDATE_MESSAGES.passengerForMinor, 'signedAs');
    if (sameName(signing.signerName, passenger.fullName)) throw invalid('Il genitore o tutore firma con il proprio nome e cognome', 'signerName');
  } else {
    if (signing.signedAs !== 'passenger') throw invalid(MANDATE_MESSAGES.guardianForAdult, 'signedAs');
    if (!sameName(signing.signerName, passenger.fullName)) throw invalid(MANDATE_MESSAGES.nameMismatch, 'signerName');
  }
  return { passenger, minor };
}

export const initialMandatesState: MandatesState = { claim: initialClaimState, signed: new Map() };

export function evolveMandates(state: MandatesState, event: FoldedEvent, at: string): MandatesState {
  if (event.type === 'MandateSigned') return { ...state, signed: new Map(state.signed).set(event.data.passengerId, event.data) };
  return { ...state, claim: evolveClaim(state.claim, event, at) };
}

export function decideMandates(command: MandateCommand, state: MandatesState): MandateEvent[] {
  switch (command.type) {
    case 'SignMandate': {
      const { passenger } = checkSigning(state, command.signing);
      const { signerName, signedAs } = command.signing;
      return [{ type: 'MandateSigned', data: { passengerId: passenger.passengerId, signerName: signerName.trim().replace(/\s+/g, ' '), signedAs, ...command.signed } }];
    }
    default: {
      const unknown: never = command.type;
      return unknown;
    }
  }
}

export const mandatesDecider: Decider<MandatesState, MandateCommand, FoldedEvent> = {
  initialState: initialMandatesState,
  eventTypes: [...CLAIM_EVENT_TYPES, ...MANDATE_EVENT_TYPES],
  evolve: evolveMandates,
  decide: (command, state) => decideMandates(command, state),
};
