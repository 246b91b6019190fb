import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type pg from 'pg';
import { airportsByIds } from '../airports/index.js';
import { currentOperator } from '../admin/gate.js';
import { handleCommand } from '../event-store/execute-command.js';
import type { EventStore, Position } from '../event-store/index.js';
import { HttpProblem } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { claimDecider } from './claim-decider.js';
import { claimStream, type EditableDetails } from './claim-events.js';
import { findClaim, type ClaimView } from './claims-query.js';
import { ClaimError, type ClaimCommand } from './decide.js';

export interface OperatorCommandDeps {
  pool: pg.Pool;
  store: EventStore;
  waitForProjections: (names: readonly string[], position: Position, timeoutMs: number) => Promise<boolean>;
}

/** Runs an operator's command on a claim and answers with the claim as the list and detail now show it. */
export async function runOperatorCommand(
  deps: OperatorCommandDeps,
  context: {
    request: Request;
    response: Response;
    claimId: number;
    expectedVersion?: bigint;
    readModels?: string[];
    /** The change protects something (a revoke): answer 503 rather than before the read models apply it. */
    mustApply?: boolean;
  },
  command: ClaimCommand,
): Promise<ClaimView> {
  const operator = currentOperator(context.response);
  const metadata = eventMetadata(context.request, { kind: 'operator', id: operator.id, name: operator.name });
  try {
    const { position } = await handleCommand(deps.store, claimStream(context.claimId), claimDecider, command, metadata, {
      expectedVersion: context.expectedVersion,
    });
    const applied = position ? await deps.waitForProjections(context.readModels ?? ['claims'], position, 2_000) : true;
    if (!applied && context.mustApply) {
      throw new HttpProblem(503, 'Servizio momentaneamente non disponibile', 'La modifica è registrata ma non ancora attiva: riprova tra qualche secondo.');
    }
  } catch (error) {
    throw error instanceof ClaimError ? claimProblem(error) : error;
  }
  const view = await findClaim(deps.pool, context.claimId);
  if (!view) throw claimProblem(new ClaimError('not_found', 'Pratica non trovata'));
  return view;
}

export function claimProblem(error: ClaimError): HttpProblem {
  if (error.reason === 'not_found') return new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');
  if (error.reason === 'already_submitted') return new HttpProblem(409, 'Pratica già inviata', error.message);
  return new HttpProblem(400, 'Dati non validi', error.message);
}

/** Airport ids chosen by the operator also move the airport names and IATA codes the claim shows. */
export async function withAirportDetails(pool: pg.Pool, details: Partial<EditableDetails>): Promise<Partial<EditableDetails>> {
  const ids = [details.departureAirportId, details.arrivalAirportId].filter((id): id is number => id !== undefined);
  if (ids.length === 0) return details;
  const airports = await airportsByIds(pool, ids);
  const result = { ...details };
  for (const side of ['departure', 'arrival'] as const) {
    const id = details[`${side}AirportId`];
    if (id === undefined) continue;
    const airport = airports.get(id);
    if (!airport) {
      const message = side === 'departure' ? 'Aeroporto di partenza non trovato' : 'Aeroporto di arrivo non trovato';
      throw new HttpProblem(400, 'Dati non validi', message, [{ field: `${side}AirportId`, message }]);
    }
    result[`${side}Airport`] = `${airport.name} (${airport.iataCode})`;
    result[`${side}Iata`] = airport.iataCode;
  }
  return result;
}

export const newCommunicationId = () => randomUUID();
