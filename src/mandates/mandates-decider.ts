import { CLAIM_EVENT_TYPES, claimNotFound, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { isMinorOn, type ClaimPassenger } from '../contracts/claim-passengers.js';
import { CONTACT_PASSENGER_ID, MANDATE_MESSAGES, type SignedAs, type SignedVia } from '../contracts/mandates.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { MANDATE_EVENT_TYPES, type MandateEvent, type MandateSignedData } from './mandate-events.js';

/** The claim as its own fold reads it, the mandates signed on it (one per passenger) and each co-passenger's current link version. */
export interface MandatesState {
  claim: ClaimState;
  signed: ReadonlyMap<number, MandateSignedData>;
  links: ReadonlyMap<number, number>;
}

export interface Signing {
  passengerId: number;
  signerName: string;
  signedAs: SignedAs;
  /** The door: the contact's access signs their own mandate and minors'; an adult co-passenger's only their own link. */
  via: SignedVia;
  /** The signing day in Italy ('YYYY-MM-DD'): whether the passenger is a minor is decided on it. */
  today: string;
}

export type MandateCommand =
  | {
      type: 'SignMandate';
      signing: Signing;
      /** The signed PDF as the documents module stored it, and the facts printed in it. */
      signed: Pick<MandateSignedData, 'documentId' | 'sha256' | 'textSha256' | 'signedAt' | 'signerIp'>;
    }
  | { type: 'RequestSigningLink'; passengerId: number; today: string };

type FoldedEvent = ClaimEvent | MandateEvent;

const invalid = (message: string, field: string) => new DomainError('invalid', message, { title: 'Firma non valida', field });

/** Spaces and letter case do not make another name: «Maria  ROSSI» is «maria rossi». */
export const sameName = (a: string, b: string) => normaliseName(a) === normaliseName(b);
const normaliseName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT');

const refused = (message: string) => new DomainError('forbidden', message, { title: 'Firma non consentita' });

/** Whether the contact's access may sign this passenger's mandate: their own, and a minor's as guardian. */
export const contactMaySign = (passenger: ClaimPassenger, today: string) => passenger.passengerId === CONTACT_PASSENGER_ID || isMinorOn(passenger.dateOfBirth, today);

/** The passenger of a claim whose mandate can still be signed (the claim kept, not rejected, the mandate not signed yet). */
function unsignedPassenger(state: MandatesState, passengerId: number): ClaimPassenger {
  const { claim } = state;
  if (!claim.exists) throw claimNotFound();
  if (claim.personalDataErasedAt) throw new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati', { title: 'Dati personali cancellati' });
  if (claim.adminStatus === 'rejected') throw new DomainError('conflict', 'La pratica è stata respinta: non serve più firmare il mandato.', { title: 'Pratica respinta' });
  // «Fai da te»: the passenger writes to the carrier themselves, so nobody acts for them; «Ci pensiamo noi» opens the mandate again.
  if (claim.doItYourselfSince) {
    throw new DomainError('conflict', 'Hai scelto il fai da te: il mandato non serve. Se vuoi affidarci la pratica, scegli «Ci pensiamo noi» dall’area riservata.', { title: 'Mandato non necessario' });
  }
  const passenger = claim.passengers.find((candidate) => candidate.passengerId === passengerId);
  if (!passenger) throw new DomainError('not_found', MANDATE_MESSAGES.unknownPassenger, { title: 'Passeggero non trovato' });
  if (passenger.travelledFree) throw new DomainError('conflict', 'Per chi ha viaggiato gratis non chiediamo nulla alla compagnia: il mandato non serve.', { title: 'Mandato non necessario' });
  if (state.signed.has(passenger.passengerId)) throw new DomainError('conflict', MANDATE_MESSAGES.alreadySigned, { title: 'Mandato già firmato' });
  return passenger;
}

/** The passenger a signing is for, once every rule allows it; the same rules before the PDF is made and when the event is appended. */
export function checkSigning(state: MandatesState, signing: Signing): { passenger: ClaimPassenger; minor: boolean } {
  const passenger = unsignedPassenger(state, signing.passengerId);
  const minor = isMinorOn(passenger.dateOfBirth, signing.today);
  // Typing an adult's name is no signature of theirs: only their own link signs their mandate.
  if (signing.via === 'contact_session' && !contactMaySign(passenger, signing.today)) throw refused(MANDATE_MESSAGES.adultSignsOwn);
  if (signing.via === 'own_link' && (minor || passenger.passengerId === CONTACT_PASSENGER_ID)) throw refused(MANDATE_MESSAGES.ownLinkOtherPassenger);
  if (minor) {
    if (signing.signedAs !== 'guardian') throw invalid(MANDATE_MESSAGES.passengerForMinor, 'signedAs');
    if (sameName(signing.signerName, passenger.fullName)) throw invalid('Il genitore o tutore firma con il proprio nome e cognome', 'signerName');
  } else {
    if (signing.signedAs !== 'passenger') throw invalid(MANDATE_MESSAGES.guardianForAdult, 'signedAs');
    if (!sameName(signing.signerName, passenger.fullName)) throw invalid(MANDATE_MESSAGES.nameMismatch, 'signerName');
  }
  return { passenger, minor };
}

/** The co-passenger a signing link may be sent to: an adult on `today`, not the contact, with an address, mandate unsigned. */
export function checkSigningLink(state: MandatesState, passengerId: number, today: string): ClaimPassenger {
  const passenger = unsignedPassenger(state, passengerId);
  if (contactMaySign(passenger, today)) {
    throw new DomainError('conflict', 'Questo mandato lo firma chi ha compilato la pratica (il proprio, o quello di un minorenne come genitore o tutore): nessun link da inviare.', { title: 'Link non necessario' });
  }
  if (!passenger.email) throw new DomainError('conflict', 'Il passeggero non ha un indirizzo e-mail nella pratica: chiedilo e aggiungilo prima di inviare il link.', { title: 'E-mail mancante' });
  return passenger;
}

export const initialMandatesState: MandatesState = { claim: initialClaimState, signed: new Map(), links: new Map() };

export function evolveMandates(state: MandatesState, event: FoldedEvent, at: string): MandatesState {
  if (event.type === 'MandateSigned') return { ...state, signed: new Map(state.signed).set(event.data.passengerId, event.data) };
  if (event.type === 'MandateSigningLinkRequested') return { ...state, links: new Map(state.links).set(event.data.passengerId, event.data.linkVersion) };
  return { ...state, claim: evolveClaim(state.claim, event, at) };
}

export function decideMandates(command: MandateCommand, state: MandatesState): MandateEvent[] {
  switch (command.type) {
    case 'SignMandate': {
      const { passenger } = checkSigning(state, command.signing);
      const { signerName, signedAs } = command.signing;
      return [{ type: 'MandateSigned', data: { passengerId: passenger.passengerId, signerName: signerName.trim().replace(/\s+/g, ' '), signedAs, signedVia: command.signing.via, ...command.signed } }];
    }
    case 'RequestSigningLink': {
      const passenger = checkSigningLink(state, command.passengerId, command.today);
      return [{ type: 'MandateSigningLinkRequested', data: { passengerId: passenger.passengerId, linkVersion: (state.links.get(passenger.passengerId) ?? 0) + 1 } }];
    }
    default: {
      const unknown: never = command;
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
