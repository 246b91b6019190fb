import { createHash } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import { mandateText } from '../contracts/mandate-text.js';
import type { ClaimMandates, SignedVia, SignMandateBody } from '../contracts/mandates.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { italianToday } from '../eligibility/index.js';
import { foldMandates, mandatesView, passengerValues } from './claim-mandates.js';
import type { MandatesDeps } from './deps.js';
import { renderMandatePdf } from './mandate-pdf.js';
import { checkSigning, mandatesDecider, type Signing } from './mandates-decider.js';
import { drawnSignature } from './signature-image.js';

/**
 * A passenger's mandate signed: every rule checked first (nothing is made or stored on a refusal),
 * then the PDF rendered, stored as the claim's `mandate` document, and MandateSigned appended with
 * the file's SHA-256. Two signings of one passenger at the same instant: the second append is
 * refused by the decider (409) and its PDF stays as an unlinked document of the claim.
 */
export async function signMandate(
  deps: Pick<MandatesDeps, 'store' | 'executeCommand' | 'documents' | 'company'>,
  actor: EventMetadata,
  input: { claimId: number; body: SignMandateBody; signerIp: string | null; via: SignedVia },
): Promise<ClaimMandates> {
  const { claimId, body, signerIp } = input;
  const signedAt = new Date(actor.requestedAt);
  const signing: Signing = { passengerId: body.passengerId, signerName: body.signerName, signedAs: body.signedAs, via: input.via, today: italianToday(signedAt) };
  const png = body.signature.kind === 'drawn' ? drawnSignature(body.signature.png) : undefined;
  const state = await foldMandates(deps, claimId);
  const { passenger, minor } = checkSigning(state, signing);

  const signerName = body.signerName.trim().replace(/\s+/g, ' ');
  const values = { ...passengerValues(state.claim, deps.company), signerName, ...(minor ? { minorName: passenger.fullName } : {}) };
  const textSha256 = createHash('sha256').update(mandateText(values, minor)).digest('hex');
  const pdf = await renderMandatePdf({
    values,
    minor,
    signerName,
    signedAs: body.signedAs,
    minorName: minor ? passenger.fullName : null,
    signedAt,
    signerIp,
    signature: png ? { kind: 'drawn', png } : { kind: 'typed' },
    textSha256,
  });
  const fileName = `mandato-${state.claim.practiceNumber}-passeggero-${passenger.passengerId}.pdf`;
  const stored = await deps.documents.store(actor, { claimId, fileType: 'mandate', fileName, mimeType: 'application/pdf', bytes: pdf });
  await deps.executeCommand({
    stream: claimStream(claimId),
    decider: mandatesDecider,
    command: { type: 'SignMandate', signing, signed: { documentId: stored.documentId, sha256: stored.sha256, textSha256, signedAt: signedAt.toISOString(), signerIp } },
    metadata: actor,
    readModels: ['claim_mandates'],
  });
  return mandatesView(await foldMandates(deps, claimId), deps.company, signedAt, input.via === 'own_link' ? passenger.passengerId : undefined);
}
