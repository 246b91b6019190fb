import { CLAIM_EVENT_TYPES, claimNotFound, evolveClaim, initialClaimState, type Claim, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import type { ClaimAnswers } from '../contracts/claim-vocabulary.js';
import { DOCUMENT_EVENT, DOCUMENT_EVENT_TYPES, type DocumentEvent, type FileType } from '../documents/contract.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { FLIGHT_EVENT, FLIGHT_EVENT_TYPES, type FlightEvent, type FlightTimes } from '../flights/contract.js';
import { MANDATE_EVENT, MANDATE_EVENT_TYPES, type MandateEvent } from '../mandates/contract.js';
import { DomainError } from '../platform/domain-error.js';
import { decideDispatch, evolveDispatches, type DispatchCommand, type LetterDispatch } from './dispatch-decisions.js';
import { DEMAND_EVENT_TYPES, type AirlineRepliedData, type ClaimSentToAirlineData, type DemandEvent, type DemandLetterGeneratedData } from './demand-events.js';

export interface ClaimFile {
  documentId: string;
  fileType: FileType;
  fileName: string;
  rejected: boolean;
  fileDeleted: boolean;
}

/** The verified times of the flight: the provider's (FlightVerified) or an operator's (FlightTimesRecorded), the latest of them. */
export interface VerifiedTimes extends FlightTimes {
  source: 'provider' | 'operator';
  evidence: string | null;
  operatingCarrier: string | null;
}

/** What a demand letter, its sending and the airline's answers need from a claim's stream. */
export interface DemandsState {
  claim: ClaimState;
  /** The signed mandate's document, by passenger. */
  mandates: ReadonlyMap<number, string>;
  files: ReadonlyMap<string, ClaimFile>;
  flight: VerifiedTimes | null;
  letters: readonly (DemandLetterGeneratedData & { at: string })[];
  sent: readonly ClaimSentToAirlineData[];
  /** The requests to e-mail a letter, oldest first. */
  dispatches: readonly LetterDispatch[];
  replies: readonly (AirlineRepliedData & { at: string })[];
}

export type DemandCommand =
  | { type: 'RecordLetter'; letter: DemandLetterGeneratedData }
  | { type: 'RecordSending'; sending: ClaimSentToAirlineData }
  | { type: 'RecordReply'; reply: AirlineRepliedData }
  | DispatchCommand;

type ViewlessDocumentEvent = Exclude<DocumentEvent, { type: typeof DOCUMENT_EVENT.DocumentViewed }>;
type FoldedEvent = ClaimEvent | MandateEvent | ViewlessDocumentEvent | FlightEvent | DemandEvent;

export const initialDemandsState: DemandsState = { claim: initialClaimState, mandates: new Map(), files: new Map(), flight: null, letters: [], sent: [], dispatches: [], replies: [] };

/** A claim as the letter reads it: its data and the wizard's answers (absent on claims sent before they were asked). */
export type DemandsClaim = Claim & Partial<ClaimAnswers>;

/** The claim, when it exists and its data are kept: letters name the passengers. */
export function workableClaim(state: DemandsState): DemandsClaim {
  if (!state.claim.exists) throw claimNotFound();
  if (state.claim.personalDataErasedAt) throw new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati.', { title: 'Dati personali cancellati' });
  return state.claim;
}

export function evolveDemands(state: DemandsState, event: FoldedEvent, at: string): DemandsState {
  switch (event.type) {
    case MANDATE_EVENT.MandateSigned:
      return { ...state, mandates: new Map(state.mandates).set(event.data.passengerId, event.data.documentId) };
    case MANDATE_EVENT.MandateSigningLinkRequested:
      return state;
    case DOCUMENT_EVENT.DocumentUploaded: {
      const { documentId, fileType, fileName } = event.data;
      return { ...state, files: new Map(state.files).set(documentId, { documentId, fileType, fileName, rejected: false, fileDeleted: false }) };
    }
    case DOCUMENT_EVENT.DocumentVerified:
    case DOCUMENT_EVENT.DocumentRejected: {
      const file = state.files.get(event.data.documentId);
      return file ? { ...state, files: new Map(state.files).set(file.documentId, { ...file, rejected: event.type === DOCUMENT_EVENT.DocumentRejected }) } : state;
    }
    case DOCUMENT_EVENT.DocumentFilesDeleted: {
      const files = new Map(state.files);
      for (const id of event.data.documentIds) {
        const file = files.get(id);
        if (file) files.set(id, { ...file, fileDeleted: true });
      }
      return { ...state, files };
    }
    case DOCUMENT_EVENT.DocumentsCompleted:
      return state;
    case FLIGHT_EVENT.FlightVerified: {
      const { flightNumber: _number, flightDate: _date, source: _source, operatingCarrier, ...times } = event.data;
      return { ...state, flight: { ...times, source: 'provider', evidence: null, operatingCarrier } };
    }
    case FLIGHT_EVENT.FlightTimesRecorded: {
      const { flightNumber: _number, flightDate: _date, evidence, ...times } = event.data;
      return { ...state, flight: { ...times, source: 'operator', evidence, operatingCarrier: null } };
    }
    case 'DemandLetterGenerated':
      return { ...state, letters: [...state.letters, { ...event.data, at }] };
    case 'ClaimSentToAirline':
      return { ...state, sent: [...state.sent, event.data], dispatches: evolveDispatches(state.dispatches, event, at) };
    case 'AirlineLetterQueued':
    case 'AirlineLetterFailed':
    case 'AirlineDispatchesImported':
    case 'AirlineLetterReceiptRecorded':
      return { ...state, dispatches: evolveDispatches(state.dispatches, event, at) };
    case 'AirlineReplied':
      return { ...state, replies: [...state.replies, { ...event.data, at }] };
    default:
      return { ...state, claim: evolveClaim(state.claim, event, at) };
  }
}

export function decideDemands(command: DemandCommand, state: DemandsState): DemandEvent[] {
  // A failure, a PEC receipt or the carrying over of old requests is a fact about a letter already asked for: recorded even once the data are erased.
  if (command.type === 'RecordLetterFailure' || command.type === 'ImportDispatches' || command.type === 'RecordLetterReceipt') return decideDispatch(command, state);
  const claim = workableClaim(state);
  // «Fai da te»: the passenger writes to the carrier themselves; no letter of ours until they hand the claim back.
  if ((command.type === 'RecordLetter' || command.type === 'QueueLetter') && claim.doItYourselfSince) {
    throw new DomainError('conflict', 'Il passeggero ha scelto il fai da te: nessuna lettera da parte nostra finché non ci affida la pratica.', { title: 'Fai da te' });
  }
  switch (command.type) {
    case 'RecordLetter':
      return [{ type: 'DemandLetterGenerated', data: command.letter }];
    case 'RecordSending':
    case 'QueueLetter':
      return decideDispatch(command, state);
    case 'RecordReply':
      // A carrier that takes claims only by its web form answers a letter we never e-mailed: a letter is enough.
      if (state.letters.length === 0) {
        throw new DomainError('conflict', 'Nessuna lettera alla compagnia: genera la lettera prima di registrarne la risposta.', { title: 'Nessuna lettera' });
      }
      return [{ type: 'AirlineReplied', data: command.reply }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const demandsDecider: Decider<DemandsState, DemandCommand, FoldedEvent> = {
  initialState: initialDemandsState,
  eventTypes: [...CLAIM_EVENT_TYPES, ...MANDATE_EVENT_TYPES, ...DOCUMENT_EVENT_TYPES.filter((type) => type !== DOCUMENT_EVENT.DocumentViewed), ...FLIGHT_EVENT_TYPES, ...DEMAND_EVENT_TYPES] as FoldedEvent['type'][],
  evolve: evolveDemands,
  decide: decideDemands,
};
