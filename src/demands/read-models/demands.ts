import type { Projection } from '../../../projections/projection.js';
import { airlineLetterDispatchesTables } from './airline-letter-dispatches.js';
import { claimDemandsTables } from './claim-demands.js';

/** The name commands wait on: both tables of the demands module are one read model. */
export const DEMANDS_READ_MODEL = 'demands';

/**
 * The demands module's read models, claim_demands and airline_letter_dispatches, as one projection:
 * one checkpoint and one batch transaction for both (each batch of the runner holds a connection,
 * so a module adds one, not two). Applied in the append's transaction: the job a request queues
 * looks its dispatch up at once, and the panel shows a click's change in its answer.
 */
export const demandsProjection: Projection = {
  kind: 'projection',
  name: DEMANDS_READ_MODEL,
  tables: [...claimDemandsTables.tables, ...airlineLetterDispatchesTables.tables],
  schema: claimDemandsTables.schema + airlineLetterDispatchesTables.schema,
  handles: (event) => claimDemandsTables.handles(event) || airlineLetterDispatchesTables.handles(event),
  inline: true,
  async apply(events, db) {
    await claimDemandsTables.apply(events, db);
    await airlineLetterDispatchesTables.apply(events, db);
  },
};
