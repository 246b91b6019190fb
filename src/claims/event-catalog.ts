import { publicStatusOf } from './public-status.js';
import { PUBLIC_STATUS_LABELS } from '../contracts/passenger-claim.js';
import { formatEuroCents } from '../eligibility/index.js';
import { defineEvents } from '../platform/events/catalog.js';
import { noData } from '../platform/events/data-schemas.js';
import type { AdminStatus, ClaimEvent, DuplicatePairEvent, EditableField } from './claim-events.js';
import { adminNotesChangedData, claimAssignedData, claimDetailsEditedData, claimMergedAsDuplicateData, claimPriorityChangedData, claimStatusChangedData, claimSubmittedData, communicationRecordedData, doItYourselfChosenData, duplicatePairData, ourServiceChosenData, eligibilityAssessedData, personalDataErasedData } from './claim-event-schemas.js';
import { COMMUNICATION_LABELS, ELIGIBILITY_LABELS, FIELD_LABELS, PRIORITY_LABELS, STATUS_LABELS } from './claim-labels.js';
import { PERSONAL_EDITABLE_FIELDS, typedAirports } from './personal-data.js';
import { claimIdOfStream } from './stream.js';

const euro = (amount: number) => formatEuroCents(Math.round(amount * 100));

const FIELD_ORDER = Object.keys(FIELD_LABELS);
/** Changed fields in the form's order (jsonb does not keep the order they were written in). */
export const inFormOrder = (fields: string[]) => [...fields].sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));

/** The passenger's line for each status a claim moves to. */
const STATUS_LINES: Record<AdminStatus, string> = {
  pending: 'Pratica in attesa di verifica',
  under_review: 'Pratica in revisione',
  // The operators' approval: the compensation is confirmed only by the airline's own acceptance, which has its line.
  approved: 'Pratica verificata: la seguiamo con la compagnia aerea',
  completed: 'Pratica completata',
  rejected: 'Pratica chiusa: non idonea al risarcimento',
};

/** Status changes about the money, whose e-mail goes whatever the passenger chose: compensation confirmed, paid, or refused. */
const OUTCOMES: readonly AdminStatus[] = ['approved', 'completed', 'rejected'];

/** A claim's data subject is its passenger, one per claim: the subject id is the claim's stream name. */
export const CLAIM_EVENTS = defineEvents<ClaimEvent | DuplicatePairEvent>({
  subjectOf: (stream) => (claimIdOfStream(stream) === undefined ? undefined : stream),
  entries: {
    ClaimSubmitted: {
      schema: claimSubmittedData,
      // The passengers as a whole (the codec seals top-level fields and dot paths, not array items): `passengerCount` stays readable.
      personal: (data) => ['passengerName', 'email', 'phone', 'ipAddress', 'refererUrl', 'issueDetails', 'bookingReference', 'passengers', ...typedAirports(data)],
      // `freePassengerIds` (ids only) is not personal: who travelled free (Art. 3(3)) stays readable after an erasure.
      // Nor are the answers that decide the amount (arrivalDelayMinutes, cancellationNotice, reroute…, airlineReason, deniedBoarding…): facts of the flight, not of the person.
      describe: (data) => {
        const free = data.freePassengerIds?.length ?? 0;
        const travelledFree = free === 0 ? '' : free === 1 ? ', 1 viaggiava gratis' : `, ${free} viaggiavano gratis`;
        return `Richiesta inviata dal passeggero (pratica #${data.practiceNumber}${(data.passengerCount ?? 1) > 1 ? `, ${data.passengerCount} passeggeri` : ''}${travelledFree})`;
      },
      passenger: (data) => ({ by: 'passenger', title: 'Abbiamo ricevuto la tua richiesta', detail: `Pratica n. ${String(data.practiceNumber)}` }),
      digest: () => 'Abbiamo ricevuto la tua richiesta di risarcimento.',
      // The confirmation: the durable medium of the contract (withdrawal information in the body, the terms and the model form as a PDF: legal module's port).
      email: { essential: true },
    },
    EligibilityAssessed: {
      schema: eligibilityAssessedData,
      // The engine's own reasons and figures.
      personal: [],
      describe: (data) => `Idoneità valutata: ${ELIGIBILITY_LABELS[data.isEligible]}, stima ${euro(data.estimatedCompensation)}`,
    },
    ClaimDetailsEdited: {
      schema: claimDetailsEditedData,
      personal: ({ changes }) => PERSONAL_EDITABLE_FIELDS.filter((field) => changes?.[field]).flatMap((field) => [`changes.${field}.from`, `changes.${field}.to`]),
      describe: (data) => `Dati modificati: ${inFormOrder(Object.keys(data.changes)).map((field) => FIELD_LABELS[field as EditableField] ?? field).join(', ')}`,
    },
    ClaimStatusChanged: {
      schema: claimStatusChangedData,
      personal: ['passengerNote'],
      describe: (data) => `Stato cambiato da «${STATUS_LABELS[data.from]}» a «${STATUS_LABELS[data.to]}»${data.passengerNote ? ' con una nota per il passeggero' : ''}`,
      passenger: (data) => ({
        by: 'operator',
        title: STATUS_LINES[data.to] ?? 'Stato della pratica aggiornato',
        detail: typeof data.passengerNote === 'string' && data.passengerNote ? data.passengerNote : null,
      }),
      digest(data) {
        const note = typeof data.passengerNote === 'string' && data.passengerNote.trim() ? ` Nota del nostro team: «${data.passengerNote.trim()}»` : '';
        // An operator's approval is not the airline's: its line says what it is, never «Approvata».
        if (data.to === 'approved') return `${STATUS_LINES.approved}.${note}`;
        return `La pratica è passata allo stato «${PUBLIC_STATUS_LABELS[publicStatusOf(data.to, false)]}».${note}`;
      },
      email: { essential: (data) => OUTCOMES.includes(data.to) },
    },
    AdminNotesChanged: {
      schema: adminNotesChangedData,
      // Operators' internal notes are free text about the passenger.
      personal: ['from', 'to'],
      describe: (data) => (data.to ? 'Note interne aggiornate' : 'Note interne rimosse'),
    },
    ClaimAssigned: {
      schema: claimAssignedData,
      // Operators' ids, not the passenger's data.
      personal: [],
      describe: (data) => (data.from ? `Pratica riassegnata da ${data.from} a ${data.to}` : `Pratica assegnata a ${data.to}`),
    },
    ClaimPriorityChanged: {
      schema: claimPriorityChangedData,
      personal: [],
      describe: (data) => `Priorità cambiata da ${PRIORITY_LABELS[data.from]} a ${PRIORITY_LABELS[data.to]}`,
    },
    CommunicationRecorded: { schema: communicationRecordedData, personal: ['subject', 'content', 'recipient'], describe: (data) => COMMUNICATION_LABELS[data.kind] },
    UploadLinksRevoked: {
      schema: noData,
      personal: [],
      describe: () => 'Link di caricamento revocati: quelli inviati finora al passeggero non funzionano più',
    },
    PersonalDataErased: {
      schema: personalDataErasedData,
      // The admin is asked to name no one in the reason: it stays readable for the audit.
      personal: [],
      describe: (data) => `Dati personali cancellati (art. 17 GDPR). Motivo: ${data.reason}`,
    },
    ClaimMergedAsDuplicate: {
      schema: claimMergedAsDuplicateData,
      // Claim ids only.
      personal: [],
      describe: (data) => `Pratica chiusa come duplicata della pratica con ID ${data.intoClaimId}`,
    },
    // A carrier's code and a count of days: nothing of the passenger.
    DoItYourselfChosen: {
      schema: doItYourselfChosenData,
      personal: [],
      describe: (data) => `Il passeggero ha scelto il fai da te con la compagnia ${data.operatingCarrier}: nessun mandato, nessun compenso, nessuna lettera da parte nostra`,
      passenger: () => ({ by: 'passenger', title: 'Hai scelto di fare da te, gratis', detail: 'Scarica la lettera da inviare alla compagnia aerea dalla tua area riservata.' }),
      digest: () => 'Hai scelto di reclamare da te, gratis: la lettera per la compagnia è nella tua area riservata.',
    },
    OurServiceChosen: {
      schema: ourServiceChosenData,
      personal: [],
      describe: (data) => `Il passeggero ci ha affidato la pratica dopo ${data.daysOnTheirOwn === 1 ? '1 giorno' : `${data.daysOnTheirOwn} giorni`} di fai da te`,
      passenger: () => ({ by: 'passenger', title: 'Ci hai affidato la pratica', detail: 'Firma il mandato: da qui seguiamo noi la richiesta con la compagnia.' }),
      digest: () => 'Ci hai affidato la pratica: firma il mandato e pensiamo noi alla compagnia.',
    },
    // Claim ids only, on the pair's stream: the claims' pages show them from the claim_duplicates read model.
    DuplicateSuspected: { schema: duplicatePairData, personal: [], describe: null },
    DuplicateDismissed: { schema: duplicatePairData, personal: [], describe: null },
  },
});
