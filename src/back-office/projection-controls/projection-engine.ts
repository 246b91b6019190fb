import type { EventHandler, Projection } from '../../../projections/projection.js';
import type { ProjectionRunner } from '../../../projections/runner.js';

/** What the Monitoring tab's controls need of the process's projection engine (wired in src/modules.ts). */
export interface ProjectionEngine {
  /** Every projection and reactor of the product. */
  handlers(): readonly EventHandler[];
  /** This process's runner; retry works only for the handlers it runs. */
  runner?: Pick<ProjectionRunner, 'retry' | 'runs' | 'state'>;
  batchSize: number;
}

export function findHandler(engine: ProjectionEngine, name: string): EventHandler | undefined {
  return engine.handlers().find((handler) => handler.name === name);
}

export function isProjection(handler: EventHandler): handler is Projection {
  return handler.kind === 'projection';
}
