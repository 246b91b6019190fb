import { useQuery } from '@tanstack/react-query';
import { Card, Spinner } from '@/components/ui/card';
import { Field, Select } from '@/components/ui/field';
import { useUrlState } from '@/app/admin/use-url-state';
import { TaskItems } from './task-list';
import { claimTasksQuery, tasksQuery, type TaskScope, type TaskState } from './api/tasks';

const SCOPES: [TaskScope, string][] = [
  ['mine', 'Le mie attività'],
  ['all', 'Tutte le attività'],
];
const STATES: [TaskState, string][] = [
  ['open', 'Aperte'],
  ['overdue', 'Scadute'],
  ['all', 'Tutte, anche completate'],
];

/** «Attività»: the operator's open tasks by due date, the overdue ones in red; all operators' on request. */
export function TasksTab() {
  const [params, update] = useUrlState();
  const scope = (SCOPES.find(([value]) => value === params.get('ambito'))?.[0] ?? 'mine') as TaskScope;
  const state = (STATES.find(([value]) => value === params.get('attivita'))?.[0] ?? 'open') as TaskState;
  const tasks = useQuery(tasksQuery(scope, state));

  return (
    <Card className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Di chi">
          {({ id }) => (
            <Select id={id} value={scope} onChange={(event) => update({ ambito: event.target.value === 'mine' ? undefined : event.target.value })}>
              {SCOPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Quali">
          {({ id }) => (
            <Select id={id} value={state} onChange={(event) => update({ attivita: event.target.value === 'open' ? undefined : event.target.value })}>
              {STATES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {tasks.isPending ? (
        <Spinner />
      ) : tasks.isError ? (
        <p className="text-red-700" role="alert">
          Impossibile caricare le attività: {tasks.error.message}
        </p>
      ) : (
        <TaskItems tasks={tasks.data.tasks} showClaim empty={state === 'overdue' ? 'Nessuna attività scaduta.' : 'Nessuna attività da fare.'} />
      )}
    </Card>
  );
}

/** The claim page's «Attività» panel. */
export function ClaimTasksPanel({ claimId }: { claimId: number }) {
  const tasks = useQuery(claimTasksQuery(claimId));
  if (tasks.isPending) return <Spinner />;
  if (tasks.isError)
    return (
      <p className="text-red-700" role="alert">
        Impossibile caricare le attività: {tasks.error.message}
      </p>
    );
  return <TaskItems tasks={tasks.data.tasks} showClaim={false} empty="Nessuna attività per questa pratica." />;
}
