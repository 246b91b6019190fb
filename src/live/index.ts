import type pg from 'pg';
import type { EventHandler, Projection } from '../../projections/projection.js';
import type { EventStore, Position } from '../platform/event-store/index.js';
import type { OperatorGuard } from '../platform/http/operator-guard.js';
import type { PassengerGuard, PassengerSessionLookup } from '../platform/http/passenger-guard.js';
import { sessionKey, type OpenSessions, type SessionAudience } from '../platform/http/session-ends.js';
import type { Logger } from '../platform/logger.js';
import type { Module, ModuleContext } from '../platform/module.js';
import { claimLiveProjection, type PassengerVisibility } from './claim-live-projection.js';
import { EventStreams, type StreamLimits } from './event-streams.js';
import { adminLiveRouter, liveStreamsBeforeExpress, passengerLiveRouter } from './live-api.js';
import { LiveHub, type ClaimLiveRow } from './live-hub.js';
import { LIVE_OPENAPI } from './openapi.js';
import { LiveListener } from './live-listener.js';

export { claimLiveProjection, CLAIM_LIVE_CHANNEL } from './claim-live-projection.js';

/**
 * The read models the passenger area and the operators' claim page read: a change is forwarded once
 * they show it (those of them this process has registered; claim_messages arrives with the messages).
 */
export const LIVE_READ_MODELS = ['claims', 'claim_status', 'claim_documents', 'claim_communications', 'claim_messages'] as const;
/** How long a change waits for them before it is forwarded anyway. */
const READ_MODELS_WAIT_MS = 2_000;
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 5, total: 20_000 };

export interface LiveDeps {
  pool: pg.Pool;
  /** Which events the passenger sees (their live feed forwards those): the event catalog. */
  catalog: PassengerVisibility;
  store: EventStore;
  logger: Logger;
  waitForReadModels: ModuleContext['waitForReadModels'];
  /** The handlers the process registered: LIVE_READ_MODELS is narrowed to them. */
  registeredHandlers: readonly EventHandler[];
  passengerGate: PassengerGuard & PassengerSessionLookup;
  /** The operators' sessions, for the operators' stream served before express (outside /api/admin's guards). */
  operatorGate: Pick<OperatorGuard, 'fullSessionOf'>;
  /** Port to the claims module: the claims of a passenger's address. */
  claimsOf(email: string): Promise<{ claimId: number }[]>;
  /** Ports to the passengers and admin modules: which of their sessions are still open (a stream lives no longer). */
  openSessions: Record<SessionAudience, OpenSessions>;
  limits?: StreamLimits;
}

export interface LiveModule extends Module {
  /** The process's hub and listener, for tests. */
  live: { hub: LiveHub; streams: EventStreams; listener: LiveListener };
}

/**
 * Live updates: Server-Sent Events for the passenger's session and the operators' claim page, fed by
 * the claim_live projection's notifications. The listening connection opens with the first stream, so
 * only processes that serve them hold one.
 */
export function createLiveModule(deps: LiveDeps): LiveModule {
  const { pool, store, logger } = deps;
  const watched = deps.registeredHandlers.filter((handler): handler is Projection => handler.kind === 'projection' && (LIVE_READ_MODELS as readonly string[]).includes(handler.name));
  const readModels = watched.map((projection) => projection.name);
  const hub = new LiveHub({
    compare: (a, b) => store.comparePositions(a, b),
    readRows: (claimIds) => readRows(pool, claimIds),
    readModelsAt: (position, names = readModels) => {
      const waitFor = names.filter((name) => readModels.includes(name));
      return waitFor.length > 0 ? deps.waitForReadModels(waitFor, position, READ_MODELS_WAIT_MS) : Promise.resolve(true);
    },
    logger,
  });
  const streams = new EventStreams(deps.limits ?? DEFAULT_STREAM_LIMITS, (keys) => openStreamSessions(deps.openSessions, keys), logger);
  const listener = new LiveListener(
    pool.options,
    {
      notice: (notice) => hub.notice(notice),
      sessionEnded: (key) => streams.endSession(key),
      // Whatever was announced while nobody listened: the claims from claim_live, the sessions from their tables.
      listening: () => {
        hub.resync();
        void streams.recheck();
      },
    },
    logger,
  );
  const apiDeps = {
    hub: {
      subscribe: (subscriber: Parameters<LiveHub['subscribe']>[0]) => {
        void listener.start();
        return hub.subscribe(subscriber);
      },
    },
    streams,
    isPosition: (value: string) => isPosition(store, value),
    claimsOf: deps.claimsOf,
    passengerGate: deps.passengerGate,
    operatorGate: deps.operatorGate,
    hearingSessionEnds: () => listener.start(),
  };
  return {
    name: 'live',
    handlers: [claimLiveProjection(deps.catalog, watched)],
    routers: [passengerLiveRouter(apiDeps)],
    earlyRoutes: [liveStreamsBeforeExpress(apiDeps)],
    openapi: LIVE_OPENAPI,
    adminRouters: [adminLiveRouter(apiDeps)],
    live: { hub, streams, listener },
    async stop() {
      streams.close();
      await listener.close();
    },
  };
}

/** The streams' sessions (audience:id) still open, each audience's asked in one query. */
async function openStreamSessions(openSessions: LiveDeps['openSessions'], keys: readonly string[]): Promise<Map<string, Date>> {
  const open = new Map<string, Date>();
  for (const audience of ['passenger', 'operator'] as const) {
    const ids = keys.filter((key) => key.startsWith(`${audience}:`)).map((key) => key.slice(audience.length + 1));
    if (ids.length === 0) continue;
    for (const [id, expiresAt] of await openSessions[audience](ids)) open.set(sessionKey(audience, id), expiresAt);
  }
  return open;
}

function isPosition(store: EventStore, value: string): boolean {
  try {
    store.comparePositions(value, value);
    return true;
  } catch {
    return false;
  }
}

async function readRows(pool: pg.Pool, claimIds: readonly number[]): Promise<ClaimLiveRow[]> {
  if (claimIds.length === 0) return [];
  const { rows } = await pool.query<{ claim_id: string; position: Position; visible_position: Position | null }>(
    'SELECT claim_id, position, visible_position FROM claim_live WHERE claim_id = ANY($1::bigint[])',
    [claimIds],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), position: row.position, visible: row.visible_position }));
}
