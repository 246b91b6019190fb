import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import type { TaskEvent, TaskKind, TaskOpenedData } from './task-events.js';
import { TASK_EVENT_TYPES } from './task-events.js';

export type TaskState =
  | { exists: false }
  | { exists: true; claimId: number; kind: TaskKind; owner: string | null; dueOn: string; completed: boolean };

export type TaskCommand =
  | { type: 'OpenTask'; task: TaskOpenedData }
  | { type: 'ReassignTask'; owner: string | null; dueOn: string }
  | { type: 'CompleteTask'; outcome: string | null }
  /** The deadline pass closes a task whose reason is gone: nothing to do if it is done already. */
  | { type: 'LapseTask'; outcome: string };

const notFound = () => new DomainError('not_found', 'Attività non trovata.');
const alreadyCompleted = () => new DomainError('conflict', 'L’attività è già completata.', { title: 'Attività già completata' });

function evolve(state: TaskState, event: TaskEvent): TaskState {
  switch (event.type) {
    case 'TaskOpened':
      return { exists: true, claimId: event.data.claimId, kind: event.data.kind, owner: event.data.owner, dueOn: event.data.dueOn, completed: false };
    case 'TaskReassigned':
      return state.exists ? { ...state, owner: event.data.to, dueOn: event.data.dueOn } : state;
    case 'TaskCompleted':
      return state.exists ? { ...state, completed: true } : state;
  }
}

/** Opening an existing task, or lapsing a completed one, decides nothing (the job may find it again); the operators' changes need an open task. */
function decide(command: TaskCommand, state: TaskState): TaskEvent[] {
  if (command.type === 'OpenTask') return state.exists ? [] : [{ type: 'TaskOpened', data: command.task }];
  if (command.type === 'LapseTask') return state.exists && !state.completed ? [{ type: 'TaskCompleted', data: { outcome: command.outcome } }] : [];
  if (!state.exists) throw notFound();
  if (state.completed) throw alreadyCompleted();
  if (command.type === 'CompleteTask') return [{ type: 'TaskCompleted', data: { outcome: command.outcome } }];
  if (command.owner === state.owner && command.dueOn === state.dueOn) return [];
  return [{ type: 'TaskReassigned', data: { from: state.owner, to: command.owner, dueOnFrom: state.dueOn, dueOn: command.dueOn } }];
}

export const taskDecider: Decider<TaskState, TaskCommand, TaskEvent> = {
  initialState: { exists: false },
  eventTypes: TASK_EVENT_TYPES,
  evolve,
  decide,
};
