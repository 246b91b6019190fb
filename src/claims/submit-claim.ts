import type { DoItYourselfOffer } from '../contracts/do-it-yourself.js';
import type { Airport } from '../airports/contract.js';
import { CO_PASSENGER_EMAIL_MESSAGE, coPassengersMissingEmail, type ClaimPassenger } from '../contracts/claim-passengers.js';
import {
  EARLIEST_FLIGHT_DATE,
  EARLIEST_FLIGHT_DATE_MESSAGE,
  FUTURE_FLIGHT_DATE_MESSAGE,
  submitClaimBody,
  type SubmitClaimBody,
  type SubmittedClaim,
} from '../contracts/claim-submission.js';
import { answerAsBoolean, assessClaim, calculateFee, eurosToCents, issueFacts, italianToday } from '../eligibility/index.js';
import { issueAnswersOf } from '../contracts/issue-answers.js';
import type { Queryable } from '../platform/db/pool.js';
import { inStoreTransaction, type EventMetadata, type StoreTransaction } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import { claimDecider } from './claim-decider.js';
import { invalidClaimInput, isClaimAlreadySubmitted } from './claim-errors.js';
import { operatingCarrierOf, type ClaimAnswers, type EligibilityAssessedData } from './claim-events.js';
import { claimStream } from './contract.js';
import { registerClaim, type RegisteredClaim } from './claim-registry.js';
import type { AirportLookup, ClaimsDeps, KnownCarrier } from './claims-deps.js';
import { requestHash } from './request-hash.js';
import { currentUploadToken } from './upload-links.js';
import { inputWithVerifiedFlight, withVerifiedFlightReasons } from './verified-flight-assessment.js';
import type { VerifiedFlight } from '../contracts/verified-flight.js';
import { issueUploadToken } from './upload-token.js';

export { EARLIEST_FLIGHT_DATE, submitClaimBody, type SubmitClaimBody, type SubmittedClaim };


export type SubmitDeps = Pick<ClaimsDeps, 'pool' | 'store' | 'executeCommand' | 'uploadTokenKey' | 'airports' | 'airlines'>;

/** The passenger's request as it reached us: its time, correlation id and origin, recorded with the claim. */
export interface PassengerRequest {
  correlationId: string;
  now: Date;
  ipAddress: string | null;
  refererUrl: string | null;
}

/**
 * Registers the claim (or finds the one an earlier request with the same key and body made) and
 * records it; the same key with another body throws IdempotencyKeyReused.
 */
export async function submitClaim(
  deps: SubmitDeps,
  passenger: PassengerRequest,
  { body, idempotencyKey }: { body: SubmitClaimBody; idempotencyKey?: string },
): Promise<SubmittedClaim> {
  const today = italianToday(passenger.now);
  if (body.flightDate > today) throw invalidClaimInput(FUTURE_FLIGHT_DATE_MESSAGE, 'flightDate');
  if (body.flightDate < EARLIEST_FLIGHT_DATE) throw invalidClaimInput(EARLIEST_FLIGHT_DATE_MESSAGE, 'flightDate');
  // Adult on the submission day: the same rule the mandate applies on the signing day.
  const [withoutEmail] = coPassengersMissingEmail(body.passengers ?? [], today);
  if (withoutEmail !== undefined) throw invalidClaimInput(CO_PASSENGER_EMAIL_MESSAGE, `passengers.${withoutEmail}.email`);
  // One transaction where the store shares PostgreSQL's: the registration, the events, the inline
  // read models and the passenger's data key commit together, or nothing does.
  const { registered, submission } = await inStoreTransaction(deps.store, deps.pool, async (transaction) => {
    const [departure, arrival] = await chosenAirports(deps.airports, body.departureAirportId, body.arrivalAirportId, transaction.db);
    const carrier = (await deps.airlines?.airlineByFlightNumber(body.flightNumber, transaction.db)) ?? null;
    const submission = { body, departure, arrival, carrier, today };
    const registration = await registerClaim(transaction.db, { idempotencyKey, requestHash: requestHash(body) });
    if (!registration.replay) await recordSubmission(deps, passenger, registration, submission, transaction);
    return { registered: registration, submission };
  });
  // A replay's claim was recorded with its registration, except where the events are kept apart
  // (EventStoreDB, or before both went in one transaction) and the append may not have followed.
  if (registered.replay) await recordSubmission(deps, passenger, registered, submission);
  return {
    id: registered.claimId,
    practiceNumber: registered.practiceNumber,
    status: 'pending',
    // A new claim's links are at version 1; a replay gets them as they are now (revoked since, perhaps).
    uploadToken:
      (registered.replay ? await currentUploadToken(deps.pool, registered.claimId, deps.uploadTokenKey, passenger.now) : undefined) ??
      issueUploadToken({ claimId: registered.claimId, practiceNumber: registered.practiceNumber, version: 1 }, deps.uploadTokenKey, passenger.now),
    doItYourself: withEstimate(doItYourselfOffer(submission.carrier), submission),
  };
}

/** The free path, when the carrier pays passengers who claim on their own. */
export const doItYourselfOffer = (carrier: KnownCarrier | null): DoItYourselfOffer | null =>
  carrier?.paysDirectly ? { carrierName: carrier.name ?? carrier.iataCode, claimsWebFormUrl: carrier.claimsWebFormUrl ?? null } : null;

/** What our service would cost on this claim: the passenger weighs it against the free path. */
function withEstimate(offer: DoItYourselfOffer | null, { departure, arrival, body, carrier, today }: Submission): DoItYourselfOffer | null {
  if (!offer) return null;
  const { compensationCents, feeCents, netCents } = calculateFee(eurosToCents(firstAssessment(departure, arrival, body, today, carrier?.isEu ?? undefined).estimatedCompensation));
  return { ...offer, estimate: { compensationCents, feeCents, netCents } };
}

interface Submission {
  body: SubmitClaimBody;
  departure: Airport;
  arrival: Airport;
  carrier: KnownCarrier | null;
  today: string;
}

/** Appends the claim's first events: a replay's append of the same event ids (after a failed first attempt) completes it, or changes nothing. */
async function recordSubmission(deps: SubmitDeps, passenger: PassengerRequest, registered: RegisteredClaim, { body, departure, arrival, carrier, today }: Submission, transaction?: StoreTransaction): Promise<void> {
  const metadata: EventMetadata = {
    actor: { kind: 'passenger', id: registered.practiceNumber },
    correlationId: passenger.correlationId,
    causationId: passenger.correlationId,
    requestedAt: passenger.now.toISOString(),
  };
  await deps
    .executeCommand({
      stream: claimStream(registered.claimId),
      decider: claimDecider,
      command: {
        type: 'SubmitClaim',
        claim: {
          claimId: registered.claimId,
          practiceNumber: registered.practiceNumber,
          passengerName: body.passengerName,
          email: body.email,
          phone: body.phone || null,
          flightNumber: body.flightNumber,
          flightDate: body.flightDate,
          departureAirportId: departure.id,
          arrivalAirportId: arrival.id,
          departureAirport: body.departureAirport || `${departure.name} (${departure.iataCode})`,
          arrivalAirport: body.arrivalAirport || `${arrival.name} (${arrival.iataCode})`,
          departureIata: departure.iataCode,
          arrivalIata: arrival.iataCode,
          issueType: body.issueType,
          issueDetails: body.issueDetails || null,
          ipAddress: passenger.ipAddress,
          refererUrl: passenger.refererUrl,
          operatingCarrierEuropean: body.operatingCarrierEuropean,
          operatingCarrier: carrier ? carrier.iataCode : operatingCarrierOf({ flightNumber: body.flightNumber }),
          singleBooking: body.singleBooking,
          ...issueAnswersOf(body),
          termsVersion: body.acceptedTerms,
          privacyNoticeVersion: body.acknowledgedPrivacy,
          bookingReference: body.bookingReference ?? null,
          passengers: passengersOf(body),
          passengerCount: body.passengers?.length ?? 1,
          freePassengerIds: freePassengerIdsOf(passengersOf(body)),
        },
        assessment: firstAssessment(departure, arrival, body, today, carrier?.isEu ?? undefined),
      },
      metadata,
      readModels: ['claims', 'claim_status'],
      // A replayed request appends the same event ids: if the first one got through, this is a no-op.
      eventIds: [registered.submittedEventId, deterministicUuid(`${registered.submittedEventId}:assessment`)],
      newStream: !registered.replay,
      transaction,
    })
    .catch((error: unknown) => {
      // The stream is this registration's own: "already submitted" means an earlier attempt of this request landed.
      if (!isClaimAlreadySubmitted(error)) throw error;
    });
}

/** The engine's assessment of a claim with what the passenger told us (the wizard's answers) and, once verified, the flight's actual times. */
export function assessSubmittedClaim(
  departure: Airport,
  arrival: Airport,
  claim: { issueType: SubmitClaimBody['issueType']; flightDate: string } & ClaimAnswers,
  today: string,
  verifiedFlight: VerifiedFlight | null = null,
  /** The operating carrier's EU flag from the airlines table: where the carrier and its state are known it wins over the passenger's answer. */
  carrierIsEu?: boolean,
) {
  const facts = issueFacts(claim);
  const assessment = assessClaim({
    departure,
    arrival,
    ...facts,
    ...inputWithVerifiedFlight({ issueType: claim.issueType, arrivalDelayHours: facts.arrivalDelayHours }, verifiedFlight),
    flightDate: claim.flightDate,
    today,
    operatingCarrierIsEu: carrierIsEu ?? answerAsBoolean(claim.operatingCarrierEuropean),
    singleBooking: answerAsBoolean(claim.singleBooking),
  });
  return withVerifiedFlightReasons(assessment, claim.issueType, verifiedFlight);
}

/** The booking's passengers, numbered 1..n in the order given; absent (older clients): the contact person alone, no birth date. */
export function passengersOf(body: Pick<SubmitClaimBody, 'passengers' | 'passengerName' | 'email'>): ClaimPassenger[] {
  if (!body.passengers) return [{ passengerId: 1, fullName: body.passengerName, dateOfBirth: null, email: body.email }];
  return body.passengers.map((passenger, index) => ({
    passengerId: index + 1,
    fullName: passenger.fullName,
    dateOfBirth: passenger.dateOfBirth,
    email: passenger.email || null,
    ...(passenger.travelledFree === undefined ? {} : { travelledFree: passenger.travelledFree }),
  }));
}

/** The ids of the passengers who travelled free: kept outside the sealed list, so an erased claim still claims nothing for them. */
export const freePassengerIdsOf = (passengers: readonly ClaimPassenger[]) => passengers.filter((passenger) => passenger.travelledFree === true).map((passenger) => passenger.passengerId);

function firstAssessment(departure: Airport, arrival: Airport, body: SubmitClaimBody, today: string, carrierIsEu: boolean | undefined): EligibilityAssessedData {
  return eligibilityAssessed(assessSubmittedClaim(departure, arrival, body, today, null, carrierIsEu));
}

/** An assessment as the EligibilityAssessed event records it. */
export function eligibilityAssessed(assessment: ReturnType<typeof assessSubmittedClaim>): EligibilityAssessedData {
  return {
    rulesetId: assessment.rulesetId,
    isEligible: assessment.eligibility === 'eligible' ? 'yes' : assessment.eligibility === 'not_eligible' ? 'no' : 'pending',
    estimatedCompensation: assessment.amount,
    maxCompensation: assessment.maxAmount,
    distanceKm: assessment.distanceKm,
    reasons: assessment.reasons,
  };
}

async function chosenAirports(airports: AirportLookup, departureId: number, arrivalId: number, db: Queryable): Promise<[Airport, Airport]> {
  const found = await airports.airportsByIds([departureId, arrivalId], db);
  const departure = found.get(departureId);
  const arrival = found.get(arrivalId);
  if (!departure) throw invalidClaimInput('Aeroporto di partenza non trovato', 'departureAirportId');
  if (!arrival) throw invalidClaimInput('Aeroporto di arrivo non trovato', 'arrivalAirportId');
  return [departure, arrival];
}
