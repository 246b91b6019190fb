import { claimNotFound, claimStream } from '../claims/contract.js';
import type { ErasureResult } from '../contracts/personal-data.js';
import { ERASURE_KEPT_NOTICE } from '../contracts/records-retention.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { PrivacyDeps } from './deps.js';

const alreadyErased = () => new DomainError('conflict', 'Dati già cancellati', { title: 'Dati già cancellati' });

/**
 * Art. 17 GDPR: the passenger's data key is deleted (every personal field of the claim's events then
 * reads "dati cancellati"), then their own uploads, e-mail jobs, outbox e-mails (all those sent to the
 * address, sign-in links' too, when it has no other claim) and registration data, and last
 * PersonalDataErased is appended, whose folds clear the read models. What tax and civil law make us
 * keep ten years stays (art. 17, par. 3, lett. b ed e): the invoices' customer keys
 * (`invoice-customer:{claimId}:…`, with name, codice fiscale and address on the invoice streams) are
 * not touched, and the business records' files (invoices, mandates, letters, replies, complaints) are
 * kept; the ten-year retention deletes both. Every step before the event
 * can run again, so a failure part-way leaves an erasure the admin simply repeats; once the event is
 * there, a second erasure is refused (409 "Dati già cancellati").
 */
export function erasePersonalData(deps: PrivacyDeps) {
  return async (actor: EventMetadata, input: { claimId: number; reason: string }): Promise<ErasureResult> => {
    const claim = await deps.claims.claimErasure(input.claimId);
    if (!claim) throw claimNotFound();
    if (claim.personalDataErasedAt) throw alreadyErased();
    const address = await deps.passengers?.addressOf(input.claimId);
    const lastOfAddress = address !== undefined && !(await deps.passengers!.hasOtherClaims(address, input.claimId));
    const eraseAddressEmails = () => (lastOfAddress ? deps.communications.eraseAddressEmails(address) : Promise.resolve(0));
    await deps.subjectKeys.erase(claimStream(input.claimId));
    const files = await deps.documents.eraseFiles(input.claimId);
    const emails = await deps.communications.eraseEmails(input.claimId);
    const addressEmails = await eraseAddressEmails();
    await deps.claims.forgetRegistration(input.claimId);
    const erasedAt = actor.requestedAt;
    await deps.claims.recordErasure(actor, { claimId: input.claimId, reason: input.reason, erasedAt });
    const forgotten = address ? await deps.passengers?.forgetAddress(address, input.claimId) : undefined;
    // A job queued for an earlier event while this ran (ids only) would otherwise stay its hour in Redis,
    // and a sign-in link asked for meanwhile may have been written to the outbox.
    const late = await deps.communications.eraseEmails(input.claimId).catch(() => ({ emailJobs: 0, outboxFiles: 0 }));
    const lateAddressEmails = await eraseAddressEmails().catch(() => 0);
    return {
      claimId: input.claimId,
      practiceNumber: claim.practiceNumber,
      erasedAt,
      removed: {
        files: files.deleted,
        emailJobs: emails.emailJobs + late.emailJobs + (forgotten?.signInJobs ?? 0),
        outboxFiles: emails.outboxFiles + late.outboxFiles + addressEmails + lateAddressEmails,
      },
      kept: { files: files.kept, notice: ERASURE_KEPT_NOTICE },
    };
  };
}
