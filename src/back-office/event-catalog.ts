import { describeProjectionControl, type ProjectionControlEvent } from '../contracts/projection-controls.js';
import { defineEvents, type EventEntry } from '../platform/events/catalog.js';

const control = <Type extends ProjectionControlEvent['type']>(type: Type): EventEntry<Extract<ProjectionControlEvent, { type: Type }>['data']> => ({
  personal: [],
  describe: (data) => describeProjectionControl({ type, data } as ProjectionControlEvent),
});

/** What administrators did to the projections: names of projections, counts and positions only, nothing personal. */
export const BACK_OFFICE_EVENTS = defineEvents<ProjectionControlEvent>({
  entries: {
    ProjectionRebuildStarted: control('ProjectionRebuildStarted'),
    ProjectionRebuilt: control('ProjectionRebuilt'),
    ProjectionRebuildFailed: control('ProjectionRebuildFailed'),
    ProjectionVerified: control('ProjectionVerified'),
    ProjectionRetried: control('ProjectionRetried'),
  },
});
