import { z } from 'zod';
import { describeProjectionControl, type ProjectionControlEvent } from '../contracts/projection-controls.js';
import { defineEvents, type EventEntry } from '../platform/events/catalog.js';

type ControlData<Type extends ProjectionControlEvent['type']> = Extract<ProjectionControlEvent, { type: Type }>['data'];

const control = <Type extends ProjectionControlEvent['type']>(type: Type, schema: z.ZodType<ControlData<Type>>): EventEntry<ControlData<Type>> => ({
  schema,
  personal: [],
  describe: (data) => describeProjectionControl({ type, data } as ProjectionControlEvent),
});

const projection = { projection: z.string() };
const folded = { ...projection, events: z.number(), position: z.string().nullable() };
const differingTable = z.looseObject({ table: z.string(), missing: z.number(), unexpected: z.number() });

/** What administrators did to the projections: names of projections, counts and positions only, nothing personal. */
export const BACK_OFFICE_EVENTS = defineEvents<ProjectionControlEvent>({
  entries: {
    ProjectionRebuildStarted: control('ProjectionRebuildStarted', z.looseObject(projection)),
    ProjectionRebuilt: control('ProjectionRebuilt', z.looseObject({ ...folded, seconds: z.number() })),
    ProjectionRebuildFailed: control('ProjectionRebuildFailed', z.looseObject(projection)),
    ProjectionVerified: control('ProjectionVerified', z.looseObject({ ...folded, differingTables: z.array(differingTable) })),
    ProjectionRetried: control('ProjectionRetried', z.looseObject({ ...projection, failedEventId: z.string().nullable() })),
  },
});
