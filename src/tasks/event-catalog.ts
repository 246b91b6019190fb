import { defineEvents } from '../platform/events/catalog.js';
import type { TaskEvent } from './task-events.js';

/** A task names its claim, its kind, dates and operators' ids: nothing of the passenger. */
export const TASK_EVENTS = defineEvents<TaskEvent>({
  entries: {
    TaskOpened: { personal: [], describe: null },
    TaskReassigned: { personal: [], describe: null },
    TaskCompleted: { personal: [], describe: null },
  },
});
