/**
 * The operators' tasks. Each task has its own stream `task-{uuid}`, not the claim's: completing or
 * reassigning a task then never conflicts with a change to the claim (its If-Match), a task's version
 * is its own ETag, and a task's id fixed from what it is about (the claim, the kind, the sending it
 * follows) makes opening it twice impossible: the second append to a stream that exists is refused
 * by the event store, whichever process tries.
 */
import { z } from 'zod';
import { TASK_KINDS, type TaskKind } from '../contracts/tasks.js';

export { TASK_KIND_LABELS, TASK_KINDS, type TaskKind } from '../contracts/tasks.js';

export interface TaskOpenedData {
  claimId: number;
  kind: TaskKind;
  /** The operator's id; null while nobody is assigned. */
  owner: string | null;
  /** YYYY-MM-DD: the task is overdue from the day after. */
  dueOn: string;
  /** Why it was opened, in operators' words (no personal data). */
  reason: string;
  /** The pre-filled document that goes with it (the ENAC complaint). */
  documentId: string | null;
  /**
   * A complaint task's: the state (ISO 3166-1 alpha-2) whose enforcement body is competent for the
   * flight. Complaint tasks opened before it was recorded were all ENAC's.
   */
  complaintTo?: string;
}

export interface TaskReassignedData {
  from: string | null;
  to: string | null;
  dueOnFrom: string;
  dueOn: string;
}

export interface TaskCompletedData {
  /** The operator's note on the outcome, if any (about the work, never personal data). */
  outcome: string | null;
}

export type TaskEvent =
  | { type: 'TaskOpened'; data: TaskOpenedData }
  | { type: 'TaskReassigned'; data: TaskReassignedData }
  | { type: 'TaskCompleted'; data: TaskCompletedData };

export const TASK_EVENT_TYPES: readonly TaskEvent['type'][] = ['TaskOpened', 'TaskReassigned', 'TaskCompleted'];

const TASK_STREAM_PREFIX = 'task-';
export const taskStream = (taskId: string) => `${TASK_STREAM_PREFIX}${taskId}`;
export const taskIdOfStream = (stream: string): string | undefined => (stream.startsWith(TASK_STREAM_PREFIX) ? stream.slice(TASK_STREAM_PREFIX.length) : undefined);

export const taskOpenedData = z.looseObject({
  claimId: z.number(),
  kind: z.enum(TASK_KINDS),
  owner: z.string().nullable(),
  dueOn: z.string(),
  reason: z.string(),
  documentId: z.string().nullable(),
  complaintTo: z.string().optional(),
}) satisfies z.ZodType<TaskOpenedData>;
export const taskReassignedData = z.looseObject({ from: z.string().nullable(), to: z.string().nullable(), dueOnFrom: z.string(), dueOn: z.string() }) satisfies z.ZodType<TaskReassignedData>;
export const taskCompletedData = z.looseObject({ outcome: z.string().nullable() }) satisfies z.ZodType<TaskCompletedData>;
