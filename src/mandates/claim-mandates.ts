import { claimNotFound, claimStream, type Claim } from '../claims/contract.js';
import { airportWithCode } from '../contracts/airports.js';
import { isMinorOn, passengersWithTicket } from '../contracts/claim-passengers.js';
import { estimateValues, type MandateValues } from '../contracts/mandate-text.js';
import type { ClaimMandates, MandateSigningRoute } from '../contracts/mandates.js';
import { calculateFee, eurosToCents, italianToday, type FeeBreakdown } from '../eligibility/index.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import type { MandatesDeps } from './deps.js';
import { contactMaySign, mandatesDecider, type MandatesState } from './mandates-decider.js';
import { readClaimMandates } from './read-models/claim-mandates.js';

const italianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** The mandate's blanks this claim fills, for every passenger alike (the signer's name comes at signing). */
export function claimValues(claim: Claim, company: MandatesDeps['company']): MandateValues {
  return {
    flightNumber: claim.flightNumber,
    flightDate: italianDate(claim.flightDate),
    departureAirport: airportWithCode(claim.departureAirport, claim.departureIata),
    arrivalAirport: airportWithCode(claim.arrivalAirport, claim.arrivalIata),
    practiceNumber: claim.practiceNumber,
    companyName: company.name,
    companyAddress: company.address,
    companyVatNumber: company.vatNumber,
  };
}

/**
 * What one passenger of the claim may be owed and what they would keep: the amount an operator set,
 * else the eligible estimate, per passenger as the Regulation grants it (one who travelled free has no
 * mandate). Null while eligibility is still to be verified, or denied with no amount set.
 */
export function passengerEstimate(claim: Claim): FeeBreakdown | null {
  const euros = claim.compensationAmount ?? (claim.isEligible === 'yes' ? claim.estimatedCompensation : null);
  return euros ? calculateFee(eurosToCents(euros)) : null;
}

/** The mandate's blanks for one passenger: the claim's, and that passenger's amounts. */
export const passengerValues = (claim: Claim, company: MandatesDeps['company']): MandateValues => ({ ...claimValues(claim, company), ...estimateValues(passengerEstimate(claim)) });

export async function foldMandates(deps: Pick<MandatesDeps, 'store'>, claimId: number): Promise<MandatesState & { claim: Claim & { exists: true } }> {
  const { state } = await foldStream(deps.store, claimStream(claimId), mandatesDecider);
  if (!state.claim.exists) throw claimNotFound();
  return state as MandatesState & { claim: Claim & { exists: true } };
}

/**
 * The claim's mandates as a panel reads them: the read model's row; a claim it does not show yet (an
 * append the projector has not folded, on EventStoreDB) is folded from its stream.
 */
export async function currentMandates(deps: Pick<MandatesDeps, 'store' | 'pool'>, claimId: number): Promise<MandatesState & { claim: Claim & { exists: true } }> {
  return (await readClaimMandates(deps.pool, claimId)) ?? foldMandates(deps, claimId);
}

type ClaimPassenger = Claim['passengers'][number];

const signingRoute = (passenger: ClaimPassenger, today: string): MandateSigningRoute => (contactMaySign(passenger, today) ? 'here' : passenger.email ? 'own_link' : 'needs_email');

/**
 * Each passenger of the claim and their mandate, as the wizard, the passenger area and operators show
 * them; `only`: the one passenger a co-passenger's own link shows (they see nobody else's).
 */
export function mandatesView(state: MandatesState & { claim: Claim & { exists: true } }, company: MandatesDeps['company'], now: Date, only?: number): ClaimMandates {
  const today = italianToday(now);
  return {
    claimId: state.claim.id,
    practiceNumber: state.claim.practiceNumber,
    values: claimValues(state.claim, company),
    // One who travelled free (Art. 3(3)) is claimed nothing for: no mandate is asked for them.
    passengers: passengersWithTicket(state.claim.passengers)
      .filter((passenger) => only === undefined || passenger.passengerId === only)
      .map((passenger) => {
        const signed = state.signed.get(passenger.passengerId);
        return {
          passengerId: passenger.passengerId,
          fullName: passenger.fullName,
          minor: isMinorOn(passenger.dateOfBirth, today),
          estimate: passengerEstimate(state.claim),
          signed: signed
            ? { signerName: signed.signerName, signedAs: signed.signedAs, signedAt: signed.signedAt, documentId: signed.documentId, sha256: signed.sha256, signedVia: signed.signedVia ?? null }
            : null,
          signing: only === undefined ? signingRoute(passenger, today) : 'here',
        };
      }),
  };
}
