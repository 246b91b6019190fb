import type { PracticeClaim, PracticeStatus } from '../contracts/passenger-claim.js';
import { DomainError } from '../platform/domain-error.js';
import type { ClaimsDeps } from './claims-deps.js';
import { publicStatusOf } from './public-status.js';
import type { PublicStatusRow } from './read-models/claim-status.js';
import { findClaimByPracticeNumber } from './read-models/claims.js';
import { uploadLinkClaim } from './upload-links.js';
import { issueUploadToken } from './upload-token.js';

type Deps = Pick<ClaimsDeps, 'pool' | 'uploadTokenKey' | 'money'>;

/** The status lookup's answer for the claim it found: only the status, with a fresh upload link; the rest is in the passenger area. */
export async function practiceStatus(deps: Deps, found: PublicStatusRow, now: Date): Promise<PracticeStatus> {
  // Paid comes after approved and before closed: an approved claim whose money went out reads «Pagata».
  const paid = found.status === 'approved' && deps.money ? await deps.money.paidOut(found.claimId) : false;
  return {
    practiceNumber: found.practiceNumber,
    status: paid ? 'paid' : found.status,
    lastUpdated: found.lastUpdated,
    uploadToken: issueUploadToken({ claimId: found.claimId, practiceNumber: found.practiceNumber, version: found.uploadLinkVersion }, deps.uploadTokenKey, now),
  };
}

/** The claim as the upload page shows it; undefined when the token does not open this practice number. */
export async function uploadPageClaim(deps: Deps, { practiceNumber, token }: { practiceNumber: string; token: string | undefined }, now: Date): Promise<PracticeClaim | undefined> {
  const claimId = await uploadLinkClaim(deps.pool, token, practiceNumber, deps.uploadTokenKey, now);
  if (claimId === undefined) return undefined;
  const claim = await findClaimByPracticeNumber(deps.pool, practiceNumber);
  if (!claim || claim.id !== claimId) {
    throw new DomainError('not_found', `La pratica #${practiceNumber} non è stata trovata nel nostro sistema.`, { title: 'Pratica non trovata' });
  }
  return {
    id: claim.id,
    practiceNumber: claim.practiceNumber,
    passengerName: claim.passengerName,
    flightIata: claim.flightIata,
    flightNumber: claim.flightNumber,
    flightDate: claim.flightDate,
    departureAirportId: claim.departureAirportId,
    arrivalAirportId: claim.arrivalAirportId,
    departureAirport: claim.departureAirport,
    arrivalAirport: claim.arrivalAirport,
    // The upload page does not read the airline's answer: «Approvata» there only once the claim is completed.
    status: publicStatusOf(claim.adminStatus, false),
  };
}
