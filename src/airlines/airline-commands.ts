import type pg from 'pg';
import { AIRLINE_EDITABLE_FIELDS, AIRLINE_FIELD_LABELS, knownEuStatus, type AirlineDetail, type AirlineEditBody, type AirlineView } from '../contracts/admin-airlines.js';
import { airlineDesignatorOf } from '../contracts/claim-submission.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { Queryable } from '../platform/db/pool.js';
import { airlineDecider } from './airline-decider.js';
import { airlineStream, type AirlineClaimsAddressData, type AirlineDetailsEditedData } from './airline-events.js';
import { airlinesTableBuilt, datasetAirline, findAirline, queryAirlines, type AirlinesTableBuilt } from './read-models/airlines.js';

export interface AirlinesDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
}

const airlineNotFound = () => new DomainError('not_found', 'Nessuna compagnia aerea con questo codice IATA', { title: 'Compagnia non trovata' });

/** The carrier and its edits, newest first. */
export async function airlineDetail(deps: Pick<AirlinesDeps, 'pool' | 'store'>, iataCode: string): Promise<AirlineDetail> {
  const airline = await findAirline(deps.pool, iataCode);
  if (!airline) throw airlineNotFound();
  const history: AirlineDetail['history'] = [];
  for await (const event of deps.store.readStream(airlineStream(airline.iataCode))) {
    const actor = event.metadata.actor as { id: string; name?: string };
    if (event.type === 'AirlineClaimsAddressAdded' || event.type === 'AirlineClaimsAddressRemoved') {
      const { address } = event.data as AirlineClaimsAddressData;
      const added = event.type === 'AirlineClaimsAddressAdded';
      const change = { field: 'additionalClaimsEmails' as const, label: added ? 'Indirizzo reclami aggiunto' : 'Indirizzo reclami tolto', from: added ? null : address, to: added ? address : null };
      history.unshift({ version: Number(event.version), at: event.metadata.requestedAt, actorName: actor.name ?? actor.id, changes: [change] });
      continue;
    }
    if (event.type !== 'AirlineDetailsEdited') continue;
    history.unshift({
      version: Number(event.version),
      at: event.metadata.requestedAt,
      actorName: actor.name ?? actor.id,
      // In the form's order (the stored event's keys come back in another).
      changes: AIRLINE_EDITABLE_FIELDS.flatMap((field) => {
        const change = (event.data as AirlineDetailsEditedData).changes[field];
        return change ? [{ field, label: AIRLINE_FIELD_LABELS[field], from: change.from, to: change.to }] : [];
      }),
    });
  }
  return { airline, history };
}

/** An admin's edit of a carrier, at the version they saw (If-Match): a change meanwhile is a 409. */
export async function editAirline(deps: AirlinesDeps, metadata: EventMetadata, input: { iataCode: string; expectedVersion?: bigint; changes: AirlineEditBody }): Promise<AirlineDetail> {
  const iataCode = input.iataCode.toUpperCase();
  const baseline = await datasetAirline(deps.pool, iataCode);
  if (!baseline) throw airlineNotFound();
  await deps.executeCommand({
    stream: airlineStream(iataCode),
    decider: airlineDecider,
    command: { type: 'EditAirlineDetails', airlineCode: iataCode, baseline, changes: input.changes },
    metadata,
    expectedVersion: input.expectedVersion,
    readModels: ['airlines'],
  });
  return airlineDetail(deps, iataCode);
}

/**
 * An admin allows one more address for the carrier's demand letters (a PEC, a second desk), or takes
 * one back: an event on the carrier's stream names the admin. Operators send letters only to these
 * and to the table's claims e-mail.
 */
export async function changeClaimsAddress(deps: AirlinesDeps, metadata: EventMetadata, input: { iataCode: string; address: string; change: 'add' | 'remove' }): Promise<AirlineDetail> {
  const iataCode = input.iataCode.toUpperCase();
  if (!(await datasetAirline(deps.pool, iataCode))) throw airlineNotFound();
  const address = input.address.trim().toLowerCase();
  await deps.executeCommand({
    stream: airlineStream(iataCode),
    decider: airlineDecider,
    command: { type: input.change === 'add' ? 'AddClaimsAddress' : 'RemoveClaimsAddress', airlineCode: iataCode, address },
    metadata,
    readModels: ['airlines'],
  });
  return airlineDetail(deps, iataCode);
}

/** The carrier with this IATA code, or null. */
export const airlineByCode = (db: Queryable, iataCode: string): Promise<AirlineView | null> => findAirline(db, iataCode);

/** The carrier a flight number names by its prefix ('FR8314', 'RYR8314'), or null when none is known. */
export async function airlineByFlightNumber(db: Queryable, flightNumber: string, tableBuilt?: AirlinesTableBuilt): Promise<AirlineView | null> {
  const designator = airlineDesignatorOf(flightNumber);
  if (!designator) return null;
  if ('iata' in designator) return findAirline(db, designator.iata, tableBuilt);
  const [row] = await queryAirlines<{ iata_code: string }>(db, 'SELECT iata_code FROM {airlines} WHERE icao_code = $1 ORDER BY iata_code LIMIT 1', [designator.icao], tableBuilt);
  return row ? findAirline(db, row.iata_code, tableBuilt) : null;
}

/** A carrier as the scope of the Regulation sees it: its code and whether it is a Community carrier, null when its state is unknown. */
export interface ScopeCarrier {
  iataCode: string;
  isEu: boolean | null;
  /** An admin marked it as paying passengers who claim on their own. */
  paysDirectly: boolean;
  name: string;
  claimsWebFormUrl: string | null;
}

const forScope = (airline: AirlineView | null): ScopeCarrier | null =>
  airline && { iataCode: airline.iataCode, isEu: knownEuStatus(airline), paysDirectly: airline.paysDirectly, name: airline.name, claimsWebFormUrl: airline.claimsWebFormUrl };

/** The claims' carrier lookups: a carrier whose state is unknown leaves the scope to the passenger's answer. */
export function scopeCarrierLookup(db: Queryable) {
  const tableBuilt = airlinesTableBuilt();
  return {
    /** `within` a caller's transaction, the lookup never fails a statement there. */
    airlineByFlightNumber: async (flightNumber: string, within?: Queryable) => forScope(await airlineByFlightNumber(within ?? db, flightNumber, within && tableBuilt)),
    airlineByCode: async (iataCode: string) => forScope(await airlineByCode(db, iataCode)),
  };
}
