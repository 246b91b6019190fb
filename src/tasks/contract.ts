/** What other modules may know of the operators' tasks: their events, kinds and streams. */
import { eventNames } from '../platform/events/catalog.js';
import { TASK_EVENTS } from './event-catalog.js';

export {
  TASK_EVENT_TYPES,
  TASK_KIND_LABELS,
  TASK_KINDS,
  taskIdOfStream,
  taskStream,
  type TaskCompletedData,
  type TaskEvent,
  type TaskKind,
  type TaskOpenedData,
  type TaskReassignedData,
} from './task-events.js';
export { TASK_EVENTS };
export const TASK_EVENT = eventNames(TASK_EVENTS);
