import type { TaskList, TaskView } from '../contracts/tasks.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { italianToday } from '../eligibility/index.js';
import type { TasksDeps } from './deps.js';
import { findTask, listTasks, tasksOfClaim, type TaskRow } from './read-models/tasks.js';
import { taskDecider } from './task-decider.js';
import { complaintBodyOf, taskLabel } from './complaint-task.js';
import { taskStream } from './task-events.js';

const LIST_LIMIT = 500;
const notFound = () => new DomainError('not_found', 'Attività non trovata.');

/** The operators' use cases on tasks: list, complete, reassign (owner and due date). */
export function taskCommands(deps: TasksDeps) {
  const today = () => italianToday(deps.clock.now());

  async function views(rows: TaskRow[], today: string): Promise<TaskView[]> {
    const names = await deps.operatorNames([...new Set(rows.map((row) => row.owner).filter((owner): owner is string => owner !== null))]);
    return rows.map((row) => ({
      id: row.id,
      claimId: row.claimId,
      practiceNumber: row.practiceNumber,
      kind: row.kind,
      kindLabel: taskLabel(row),
      owner: row.owner,
      ownerName: row.owner ? (names.get(row.owner) ?? null) : null,
      dueOn: row.dueOn,
      overdue: row.completedAt === null && row.dueOn < today,
      reason: row.reason,
      documentId: row.documentId,
      complaintBody: complaintBodyOf(row),
      openedAt: row.openedAt,
      completedAt: row.completedAt,
      outcome: row.outcome,
      version: row.version,
    }));
  }

  async function view(id: string): Promise<TaskView> {
    const row = await findTask(deps.pool, id);
    if (!row) throw notFound();
    return (await views([row], today()))[0]!;
  }

  return {
    async list(operatorId: string, filter: { scope: 'mine' | 'all'; state: 'open' | 'overdue' | 'all' }): Promise<TaskList> {
      const day = today();
      const rows = await listTasks(deps.pool, { owner: filter.scope === 'mine' ? operatorId : undefined, state: filter.state, today: day, limit: LIST_LIMIT });
      return { tasks: await views(rows, day), today: day };
    },

    async ofClaim(claimId: number): Promise<TaskList> {
      const day = today();
      return { tasks: await views(await tasksOfClaim(deps.pool, claimId), day), today: day };
    },

    async complete(metadata: EventMetadata, input: { taskId: string; expectedVersion?: bigint; outcome: string | null }): Promise<TaskView> {
      await deps.executeCommand({ stream: taskStream(input.taskId), decider: taskDecider, command: { type: 'CompleteTask', outcome: input.outcome }, metadata, expectedVersion: input.expectedVersion, readModels: ['tasks'] });
      return view(input.taskId);
    },

    async reassign(metadata: EventMetadata, input: { taskId: string; expectedVersion?: bigint; owner: string | null; dueOn: string }): Promise<TaskView> {
      if (input.dueOn < today()) throw new DomainError('invalid', 'La scadenza non può essere nel passato.', { field: 'dueOn' });
      if (input.owner && !(await deps.operatorNames([input.owner])).has(input.owner)) {
        throw new DomainError('invalid', 'Operatore non trovato.', { field: 'owner' });
      }
      await deps.executeCommand({ stream: taskStream(input.taskId), decider: taskDecider, command: { type: 'ReassignTask', owner: input.owner, dueOn: input.dueOn }, metadata, expectedVersion: input.expectedVersion, readModels: ['tasks'] });
      return view(input.taskId);
    },
  };
}
