import { defineEvents } from '../platform/events/catalog.js';
import { taskCompletedData, taskOpenedData, taskReassignedData, type TaskEvent } from './task-events.js';

/** A task names its claim, its kind, dates and operators' ids: nothing of the passenger. */
export const TASK_EVENTS = defineEvents<TaskEvent>({
  entries: {
    TaskOpened: { schema: taskOpenedData, personal: [], describe: null },
    TaskReassigned: { schema: taskReassignedData, personal: [], describe: null },
    TaskCompleted: { schema: taskCompletedData, personal: [], describe: null },
  },
});
