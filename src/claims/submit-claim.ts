import type pg from 'pg';
import { airportsByIds, type Airport } from '../airports/index.js';
import { EARLIEST_FLIGHT_DATE, submitClaimBody, type SubmitClaimBody, type SubmittedClaim } from '../contracts/claim-submission.js';
import { assessClaim } from '../eligibility/index.js';
import { handleCommand } from '../event-store/execute-command.js';
import type { EventMetadata, EventStore, Position } from '../event-store/index.js';
import { HttpProblem } from '../platform/http/problem.js';
import { deterministicUuid } from '../platform/ids.js';
import { claimDecider } from './claim-decider.js';
import { claimStream, type EligibilityAssessedData } from './claim-events.js';
import { IdempotencyKeyReused, registerClaim } from './claim-registry.js';
import { ClaimError } from './decide.js';
import { requestHash } from './request-hash.js';
import { currentUploadToken } from './upload-links.js';
import { issueUploadToken } from './upload-token.js';

const KEY_REUSED = "Chiave di idempotenza già usata per un'altra richiesta";

export { EARLIEST_FLIGHT_DATE, submitClaimBody, type SubmitClaimBody, type SubmittedClaim };

const ITALIAN_CALENDAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** Today in Italy: passengers pick dates on an Italian calendar. */
export const italianToday = (now: Date) => ITALIAN_CALENDAR.format(now);

export interface SubmitDeps {
  pool: pg.Pool;
  store: EventStore;
  /** The 'upload-token' key: signs the upload link returned with the practice number. */
  uploadTokenKey: Buffer;
  waitForProjections: (names: readonly string[], position: Position, timeoutMs: number) => Promise<boolean>;
}

export async function submitClaim(
  deps: SubmitDeps,
  body: SubmitClaimBody,
  request: { idempotencyKey?: string; ipAddress: string | null; refererUrl: string | null; now: Date; correlationId: string },
): Promise<SubmittedClaim> {
  const today = italianToday(request.now);
  if (body.flightDate > today) throw fieldProblem('flightDate', 'La data del volo non può essere nel futuro');
  if (body.flightDate < EARLIEST_FLIGHT_DATE) throw fieldProblem('flightDate', 'Possiamo verificare solo voli dal 1° gennaio 2020');
  const [departure, arrival] = await airportsOrProblem(deps.pool, body.departureAirportId, body.arrivalAirportId);

  const registered = await registerClaim(
    deps.pool,
    { idempotencyKey: request.idempotencyKey, requestHash: requestHash(body) },
    { flushedByNextAppend: deps.store.kind === 'postgres' },
  ).catch((error: unknown) => {
    if (error instanceof IdempotencyKeyReused) throw new HttpProblem(422, KEY_REUSED, KEY_REUSED);
    throw error;
  });
  const metadata: EventMetadata = {
    actor: { kind: 'passenger', id: registered.practiceNumber },
    correlationId: request.correlationId,
    causationId: request.correlationId,
    requestedAt: request.now.toISOString(),
  };
  const { position } = await handleCommand(
    deps.store,
    claimStream(registered.claimId),
    claimDecider,
    {
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
        ipAddress: request.ipAddress,
        refererUrl: request.refererUrl,
      },
      assessment: firstAssessment(departure, arrival, body, today),
    },
    metadata,
    // A replayed request appends the same event ids: if the first one got through, this is a no-op.
    { eventIds: [registered.submittedEventId, deterministicUuid(`${registered.submittedEventId}:assessment`)], newStream: !registered.replay },
  ).catch((error: unknown) => {
    // The stream is this registration's own: "already submitted" means an earlier attempt of this request landed.
    if (error instanceof ClaimError && error.reason === 'already_submitted') return { position: undefined };
    throw error;
  });
  if (position) await deps.waitForProjections(['claims', 'claim_status'], position, 2_000);
  return {
    id: registered.claimId,
    practiceNumber: registered.practiceNumber,
    status: 'pending',
    // A new claim's links are at version 1; a replay gets them as they are now (revoked since, perhaps).
    uploadToken:
      (registered.replay ? await currentUploadToken(deps.pool, registered.claimId, deps.uploadTokenKey, request.now) : undefined) ??
      issueUploadToken({ claimId: registered.claimId, practiceNumber: registered.practiceNumber, version: 1 }, deps.uploadTokenKey, request.now),
  };
}

function firstAssessment(departure: Airport, arrival: Airport, body: SubmitClaimBody, today: string): EligibilityAssessedData {
  const assessment = assessClaim({ departure, arrival, issueType: body.issueType, flightDate: body.flightDate, today });
  return {
    isEligible: assessment.eligibility === 'eligible' ? 'yes' : assessment.eligibility === 'not_eligible' ? 'no' : 'pending',
    estimatedCompensation: assessment.amount,
    maxCompensation: assessment.maxAmount,
    distanceKm: assessment.distanceKm,
    reasons: assessment.reasons,
  };
}

async function airportsOrProblem(pool: pg.Pool, departureId: number, arrivalId: number): Promise<[Airport, Airport]> {
  const found = await airportsByIds(pool, [departureId, arrivalId]);
  const departure = found.get(departureId);
  const arrival = found.get(arrivalId);
  if (!departure) throw fieldProblem('departureAirportId', 'Aeroporto di partenza non trovato');
  if (!arrival) throw fieldProblem('arrivalAirportId', 'Aeroporto di arrivo non trovato');
  return [departure, arrival];
}

function fieldProblem(field: string, message: string): HttpProblem {
  return new HttpProblem(400, 'Dati non validi', `${field}: ${message}`, [{ field, message }]);
}
