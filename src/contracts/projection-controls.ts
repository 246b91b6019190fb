/** Projections and reactors in the operators' Monitoring tab (admin only): /api/admin/projections… */
import type { ReadModelHealth } from './monitoring.js';
import type { BrowsedEvent } from './event-browser.js';
import { countOf } from './plural.js';

/** The stream where every control an administrator uses is recorded, with the operator as actor. */
export const PROJECTION_CONTROLS_STREAM = 'projection-controls';

export type ProjectionControlEvent =
  | { type: 'ProjectionRebuildStarted'; data: { projection: string } }
  | { type: 'ProjectionRebuilt'; data: { projection: string; events: number; position: string | null; seconds: number } }
  /** The reason stays in the Monitoring tab: an error text may quote a row's data. */
  | { type: 'ProjectionRebuildFailed'; data: { projection: string } }
  | { type: 'ProjectionVerified'; data: { projection: string; events: number; position: string | null; differingTables: { table: string; missing: number; unexpected: number }[] } }
  | { type: 'ProjectionRetried'; data: { projection: string; failedEventId: string | null } };

export type ProjectionControlType = ProjectionControlEvent['type'];

export const PROJECTION_CONTROL_TYPES: readonly ProjectionControlType[] = ['ProjectionRebuildStarted', 'ProjectionRebuilt', 'ProjectionRebuildFailed', 'ProjectionVerified', 'ProjectionRetried'];

export function describeProjectionControl(event: ProjectionControlEvent): string {
  switch (event.type) {
    case 'ProjectionRebuildStarted':
      return `Ricostruzione della proiezione «${event.data.projection}» avviata`;
    case 'ProjectionRebuilt':
      return `Proiezione «${event.data.projection}» ricostruita da ${countOf(event.data.events, 'evento', 'eventi')} in ${event.data.seconds.toFixed(1)} s`;
    case 'ProjectionRebuildFailed':
      return `Ricostruzione della proiezione «${event.data.projection}» non riuscita`;
    case 'ProjectionVerified':
      return event.data.differingTables.length === 0
        ? `Proiezione «${event.data.projection}» verificata: identica agli eventi`
        : `Proiezione «${event.data.projection}» verificata: differenze in ${event.data.differingTables.map((table) => table.table).join(', ')}`;
    case 'ProjectionRetried':
      return `Proiezione «${event.data.projection}» riavviata dopo l’errore`;
    default: {
      const unknown: never = event;
      return `Evento ${(unknown as { type: string }).type}`;
    }
  }
}

export interface RebuildProgress {
  projection: string;
  status: 'running' | 'completed' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  /** Events folded so far. */
  events: number;
  /** 0 to 1 when the store can tell how far the head is (PostgreSQL); null otherwise. */
  fraction: number | null;
  /** Who asked for it. */
  operator: { id: string; name: string };
  error: string | null;
}

/** GET /api/admin/projections: one row per projection and reactor. */
export interface ProjectionRow extends ReadModelHealth {
  /** The event that stopped it, when stopped and still stored. */
  failedEvent: BrowsedEvent | null;
  /** The last rebuild this process ran or runs, if any. */
  rebuild: RebuildProgress | null;
  /** Whether this process runs the handler (retry works only there). */
  runsHere: boolean;
}

export interface ProjectionList {
  projections: ProjectionRow[];
}

export interface TableDifferenceView {
  table: string;
  /** Rows the events call for that the live table lacks or holds with other values. */
  missing: { count: number; sample: Record<string, unknown>[] };
  /** Rows of the live table the events do not produce. */
  unexpected: { count: number; sample: Record<string, unknown>[] };
}

/** POST /api/admin/projections/:name/verify */
export interface VerificationView {
  projection: string;
  position: string | null;
  events: number;
  differences: TableDifferenceView[];
  verifiedAt: string;
}
