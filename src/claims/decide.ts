import type { ClaimState } from './claim.js';
import { FIRST_PASSENGER_INFANT_MESSAGE, isInfantOn, TRAVELLED_FREE_NOT_ASKED_MESSAGE, TRAVELLED_FREE_REQUIRED_MESSAGE } from '../contracts/claim-passengers.js';
import { issueAnswersProblem } from '../contracts/issue-answers.js';
import { CLOSED_STATUSES } from '../contracts/claim-vocabulary.js';
import { claimClosedForUs, doItYourselfClosed, doItYourselfNotOffered, alreadyMerged, claimAlreadySubmitted, mergeIntoItself, claimNotFound, invalidClaimInput, personalDataAlreadyErased, personalDataErased } from './claim-errors.js';
import type {
  AdminStatus,
  ClaimEvent,
  ClaimSubmittedData,
  CommunicationKind,
  EditableDetails,
  EditableField,
  EligibilityAssessedData,
  FieldChanges,
  Priority,
} from './claim-events.js';

export type ClaimCommand =
  | { type: 'SubmitClaim'; claim: ClaimSubmittedData; assessment: EligibilityAssessedData }
  | { type: 'EditClaimDetails'; details: Partial<EditableDetails>; adminNotes?: string | null; adminStatus?: AdminStatus }
  | { type: 'ChangeClaimStatus'; to: AdminStatus; passengerNote?: string | null; adminNotes?: string | null }
  | { type: 'ChangeAdminNotes'; notes: string | null }
  | { type: 'AssignClaim'; operator: { id: string; name: string } }
  | { type: 'ChangeClaimPriority'; priority: Priority }
  | { type: 'RecordCommunication'; communicationId: string; kind: CommunicationKind; subject?: string | null; content: string; recipient?: string | null }
  | { type: 'AssessEligibility'; assessment: EligibilityAssessedData }
  | { type: 'RevokeUploadLinks' }
  | { type: 'ErasePersonalData'; reason: string; erasedAt: string }
  | { type: 'MergeAsDuplicate'; intoClaimId: number; intoPracticeNumber: string }
  /** `carrier`: the claim's carrier as the airlines table knows it now (null when unknown). `now`: the request's time. */
  | { type: 'ChooseDoItYourself'; carrier: { iataCode: string; paysDirectly: boolean } | null; mandateSigned: boolean }
  | { type: 'ChooseOurService'; now: string };

type Existing = Extract<ClaimState, { exists: true }>;

export function decide(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
  if (command.type === 'SubmitClaim') return submit(command, state);
  if (!state.exists) throw claimNotFound();
  switch (command.type) {
    case 'EditClaimDetails':
      if (state.personalDataErasedAt) throw personalDataErased();
      return editDetails(command, state);
    case 'ChangeClaimStatus':
      return [...statusChange(state, command.to, command.passengerNote ?? null), ...notesChange(state, command.adminNotes)];
    case 'ChangeAdminNotes':
      return notesChange(state, command.notes);
    case 'AssignClaim':
      return assign(command.operator, state);
    case 'ChangeClaimPriority':
      return command.priority === state.priority ? [] : [{ type: 'ClaimPriorityChanged', data: { from: state.priority, to: command.priority } }];
    case 'RecordCommunication':
      if (state.personalDataErasedAt) throw personalDataErased();
      return recordCommunication(command);
    case 'AssessEligibility':
      return [{ type: 'EligibilityAssessed', data: command.assessment }];
    case 'RevokeUploadLinks':
      return [{ type: 'UploadLinksRevoked', data: {} }];
    case 'ErasePersonalData':
      if (state.personalDataErasedAt) throw personalDataAlreadyErased();
      return [{ type: 'PersonalDataErased', data: { reason: command.reason.trim(), erasedAt: command.erasedAt } }];
    case 'MergeAsDuplicate':
      return mergeAsDuplicate(command, state);
    case 'ChooseDoItYourself':
      return chooseDoItYourself(command, state);
    case 'ChooseOurService':
      return chooseOurService(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function submit(command: Extract<ClaimCommand, { type: 'SubmitClaim' }>, state: ClaimState): ClaimEvent[] {
  if (state.exists) throw claimAlreadySubmitted();
  const issueProblem = issueAnswersProblem(command.claim);
  if (issueProblem) throw invalidClaimInput(issueProblem.message, issueProblem.field);
  const passengers = Array.isArray(command.claim.passengers) ? command.claim.passengers : [];
  for (const [index, passenger] of passengers.entries()) {
    // Art. 3(3) is asked about infants only: whoever else is marked free would silently lose their compensation.
    const infant = isInfantOn(passenger.dateOfBirth, command.claim.flightDate);
    if (infant && index === 0) throw invalidClaimInput(FIRST_PASSENGER_INFANT_MESSAGE, 'passengers.0.dateOfBirth');
    if (infant && passenger.travelledFree === undefined) throw invalidClaimInput(TRAVELLED_FREE_REQUIRED_MESSAGE, `passengers.${index}.travelledFree`);
    if (!infant && passenger.travelledFree !== undefined) throw invalidClaimInput(TRAVELLED_FREE_NOT_ASKED_MESSAGE, `passengers.${index}.travelledFree`);
  }
  return [
    { type: 'ClaimSubmitted', data: command.claim },
    { type: 'EligibilityAssessed', data: command.assessment },
  ];
}

function editDetails(command: Extract<ClaimCommand, { type: 'EditClaimDetails' }>, state: Existing): ClaimEvent[] {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(command.details) as [EditableField, EditableDetails[EditableField]][]) {
    if (to === undefined || to === state[field]) continue;
    if (field === 'passengerName' && !String(to).trim()) throw invalidClaimInput('Il nome del passeggero non può essere vuoto');
    Object.assign(changes, { [field]: { from: state[field], to } });
  }
  const events: ClaimEvent[] = Object.keys(changes).length > 0 ? [{ type: 'ClaimDetailsEdited', data: { changes } }] : [];
  if (command.adminStatus) events.push(...statusChange(state, command.adminStatus, null));
  return [...events, ...notesChange(state, command.adminNotes)];
}

function statusChange(state: Existing, to: AdminStatus, passengerNote: string | null): ClaimEvent[] {
  const note = passengerNote?.trim() || null;
  // The status may still change after erasure (the statistics follow it); a note for the passenger may not.
  if (note && state.personalDataErasedAt) throw personalDataErased();
  if (to === state.adminStatus && !note) return [];
  return [{ type: 'ClaimStatusChanged', data: { from: state.adminStatus, to, passengerNote: note } }];
}

function notesChange(state: Existing, notes: string | null | undefined): ClaimEvent[] {
  if (notes === undefined) return [];
  const to = notes?.trim() ? notes : null;
  if (to === state.adminNotes) return [];
  if (state.personalDataErasedAt) throw personalDataErased();
  return [{ type: 'AdminNotesChanged', data: { from: state.adminNotes, to } }];
}

function assign(operator: { id: string; name: string }, state: Existing): ClaimEvent[] {
  if (operator.id === state.assignedOperatorId) return [];
  return [{ type: 'ClaimAssigned', data: { from: state.assignedTo, to: operator.name, operatorId: operator.id } }];
}

function recordCommunication(command: Extract<ClaimCommand, { type: 'RecordCommunication' }>): ClaimEvent[] {
  const content = command.content.trim();
  if (!content) throw invalidClaimInput('Il contenuto della comunicazione è obbligatorio');
  return [
    {
      type: 'CommunicationRecorded',
      data: {
        communicationId: command.communicationId,
        kind: command.kind,
        subject: command.subject?.trim() || null,
        content,
        recipient: command.recipient?.trim() || null,
      },
    },
  ];
}

function mergeAsDuplicate(command: Extract<ClaimCommand, { type: 'MergeAsDuplicate' }>, state: Existing): ClaimEvent[] {
  if (command.intoClaimId === state.id) throw mergeIntoItself();
  if (state.mergedInto !== undefined) throw alreadyMerged();
  return [
    { type: 'ClaimMergedAsDuplicate', data: { intoClaimId: command.intoClaimId } },
    ...statusChange(state, 'rejected', `Pratica duplicata della n. ${command.intoPracticeNumber}`),
  ];
}

const DAY_MS = 86_400_000;

/** Only before we act on the claim, and only for a carrier that pays passengers who claim on their own; chosen twice is still once. */
function chooseDoItYourself(command: Extract<ClaimCommand, { type: 'ChooseDoItYourself' }>, state: Existing): ClaimEvent[] {
  if (state.personalDataErasedAt) throw personalDataErased();
  if (state.doItYourselfSince) return [];
  if (state.adminStatus !== 'pending' || command.mandateSigned) throw doItYourselfClosed();
  if (!command.carrier?.paysDirectly) throw doItYourselfNotOffered();
  return [{ type: 'DoItYourselfChosen', data: { reason: 'no_mandate_no_fee', operatingCarrier: command.carrier.iataCode } }];
}

/** A claim the passenger was doing on their own comes back to us; one that is already ours records nothing. */
function chooseOurService(command: Extract<ClaimCommand, { type: 'ChooseOurService' }>, state: Existing): ClaimEvent[] {
  if (state.personalDataErasedAt) throw personalDataErased();
  if (!state.doItYourselfSince) return [];
  if (CLOSED_STATUSES.includes(state.adminStatus)) throw claimClosedForUs();
  const daysOnTheirOwn = Math.max(0, Math.floor((Date.parse(command.now) - Date.parse(state.doItYourselfSince)) / DAY_MS));
  return [{ type: 'OurServiceChosen', data: { daysOnTheirOwn } }];
}
