import { CLAIM_EVENT, claimNotFound, claimStream } from '../claims/contract.js';
import type { PersonalDataExport } from '../contracts/personal-data.js';
import { recordFacts, type EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { PrivacyDeps } from './deps.js';
import { withoutOperatorNames } from './operator-names.js';
import type { PersonalDataExportedData, PrivacyEvent } from './privacy-events.js';

const TRAIL_UNAVAILABLE = "Non è stato possibile registrare l'esportazione, quindi i dati non vengono forniti. Riprova tra qualche secondo.";

/**
 * Records on the claim's stream that its data are being handed out, before anything is: without the
 * trail, no data (503). Also the passenger area's port, for the passenger's own copy.
 */
export function recordPersonalDataExport(deps: Pick<PrivacyDeps, 'store' | 'claims'>) {
  return async (actor: EventMetadata, claimId: number, data: PersonalDataExportedData): Promise<void> => {
    if (!(await deps.claims.claimErasure(claimId))) throw claimNotFound();
    const exported: PrivacyEvent = { type: 'PersonalDataExported', data };
    await recordFacts(deps.store, claimStream(claimId), [exported], actor).catch((error: unknown) => {
      throw Object.assign(new DomainError('unavailable', TRAIL_UNAVAILABLE, { title: 'Esportazione non disponibile' }), { cause: error });
    });
  };
}

/**
 * Artt. 15 e 20 GDPR, for an operator answering a data-subject request: every personal datum of the
 * claim and its history, as JSON. The operators' names are left out unless asked for: they are the
 * operators' data, not the passenger's.
 */
export function exportPersonalData(deps: PrivacyDeps) {
  const record = recordPersonalDataExport(deps);
  return async (actor: EventMetadata, claimId: number, options: { operatorNames: boolean }): Promise<PersonalDataExport> => {
    await record(actor, claimId, options.operatorNames ? { format: 'json', operatorNames: true } : { format: 'json' });
    const { claim, entries, communications } = await deps.claims.personalData(claimId);
    const documents = await deps.documents.documents(claimId);
    const messages = await deps.messages.messages(claimId);
    const { passengerName, email, phone, ipAddress, ...facts } = claim;
    const exported: PersonalDataExport = {
      practiceNumber: claim.practiceNumber,
      exportedAt: actor.requestedAt,
      personalDataErasedAt: claim.personalDataErasedAt,
      notice: claim.personalDataErasedAt
        ? `I dati personali di questa pratica sono stati cancellati il ${claim.personalDataErasedAt}: ogni campo personale riporta «dati cancellati».`
        : 'Copia dei dati personali trattati da RimborsoVolo24 per questa pratica (artt. 15 e 20 del Regolamento (UE) 2016/679).',
      passenger: { name: passengerName, email, phone, ipAddress },
      claim: facts,
      documents: documents.map(({ fileName, originalName, fileTypeLabel, description, status, rejectionReason, createdAt }) => ({ fileName, originalName, fileTypeLabel, description, status, rejectionReason, createdAt })),
      emails: communications.filter((sent) => sent.type === 'email').map((sent) => ({ subject: sent.subject, recipient: sent.recipient, status: sent.status, at: sent.createdAt })),
      notesToPassenger: entries.flatMap((entry) => {
        const note = entry.type === CLAIM_EVENT.ClaimStatusChanged ? (entry.data as { passengerNote?: string | null }).passengerNote : null;
        return note ? [{ note, at: entry.at }] : [];
      }),
      messages: messages.map(({ author, authorName, text, createdAt }) => ({ author, authorName, text, at: createdAt })),
      communications: communications.filter((recorded) => recorded.type !== 'email').map(({ type, subject, content, recipient, createdAt }) => ({ type, subject, content, recipient, createdAt })),
      events: entries.map((entry) => ({ type: entry.type, description: entry.description, at: entry.at, actor: { kind: entry.actor.kind, name: entry.actor.name }, data: entry.data })),
    };
    return options.operatorNames ? exported : withoutOperatorNames(exported, { entries, communications });
  };
}
