import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { operatorsQuery } from '@/app/admin/api/operators';
import { sessionQuery } from '@/app/admin/api/session';
import { formatDay } from '@/components/admin/format';
import { useCompleteTask, useReassignTask, type TaskView } from './api/tasks';

const NOBODY = '';

function ReassignForm({ task, onDone }: { task: TaskView; onDone: () => void }) {
  const me = useQuery(sessionQuery).data;
  const operators = useQuery({ ...operatorsQuery, enabled: me?.role === 'admin' });
  const reassign = useReassignTask();
  const [owner, setOwner] = useState(task.owner ?? NOBODY);
  const [dueOn, setDueOn] = useState(task.dueOn);
  const [error, setError] = useState<string>();
  const choices = new Map<string, string>([[NOBODY, 'Nessuno (da assegnare)']]);
  if (me) choices.set(me.id, `A me (${me.name})`);
  for (const operator of operators.data ?? []) if (!operator.disabled) choices.set(operator.id, operator.name);
  if (task.owner && !choices.has(task.owner)) choices.set(task.owner, task.ownerName ?? 'Operatore attuale');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dueOn) return setError('Indica la scadenza');
    reassign.mutate(
      { task, owner: owner || null, dueOn },
      { onSuccess: () => (toast({ title: '✅ Attività aggiornata' }), onDone()), onError: (failure) => setError(problemMessage(failure, 'Attività non aggiornata: riprova.')) },
    );
  };

  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" onSubmit={submit} noValidate aria-label="Riassegna l’attività">
      <Field label="Assegnata a">
        {({ id }) => (
          <Select id={id} value={owner} onChange={(event) => setOwner(event.target.value)}>
            {[...choices].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Scadenza" error={error}>
        {({ id, describedBy, invalid }) => <Input id={id} type="date" value={dueOn} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setDueOn(event.target.value)} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reassign.isPending}>
          {reassign.isPending ? 'Salvataggio…' : 'Salva'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Annulla
        </Button>
      </div>
    </form>
  );
}

function TaskRow({ task, showClaim }: { task: TaskView; showClaim: boolean }) {
  const complete = useCompleteTask();
  const [reassigning, setReassigning] = useState(false);
  const done = task.completedAt !== null;
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {task.kindLabel}
          {showClaim && (
            <>
              {' · '}
              <Link className="font-mono text-brand-700 underline" href={`/admin/practice/${task.claimId}`}>
                Pratica {task.practiceNumber ?? task.claimId}
              </Link>
            </>
          )}
        </p>
        {done ? (
          <span className="text-sm text-emerald-700">Completata</span>
        ) : (
          <span className={task.overdue ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-700'}>
            {task.overdue ? 'Scaduta il ' : 'Scade il '}
            <time dateTime={task.dueOn}>{formatDay(task.dueOn)}</time>
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">{task.reason}</p>
      {task.complaintBody && (
        <p className="text-sm text-slate-700">
          Organismo competente: {task.complaintBody.shortName} — {task.complaintBody.fullName} ·{' '}
          <a className="text-brand-700 underline" href={task.complaintBody.complaintUrl} target="_blank" rel="noreferrer">
            Pagina dei reclami
          </a>
        </p>
      )}
      <p className="text-sm text-slate-600">Assegnata a: {task.ownerName ?? (task.owner ? 'operatore' : 'nessuno')}</p>
      {task.outcome && <p className="text-sm text-slate-600">Esito: {task.outcome}</p>}
      {task.documentId && (
        <a className="text-sm text-brand-700 underline" href={`/api/admin/documents/${task.documentId}/content`} target="_blank" rel="noreferrer">
          Apri il reclamo precompilato (PDF)
        </a>
      )}
      {!done &&
        (reassigning ? (
          <ReassignForm task={task} onDone={() => setReassigning(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={complete.isPending}
              onClick={() => complete.mutate({ task }, { onSuccess: () => toast({ title: '✅ Attività completata' }), onError: (failure) => toast({ title: 'Attività non completata', description: problemMessage(failure, 'Riprova.') }) })}
            >
              {complete.isPending ? 'Salvataggio…' : 'Completa'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setReassigning(true)}>
              Riassegna o sposta scadenza
            </Button>
          </div>
        ))}
    </li>
  );
}

export function TaskItems({ tasks, showClaim, empty }: { tasks: TaskView[]; showClaim: boolean; empty: string }) {
  if (tasks.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} showClaim={showClaim} />
      ))}
    </ul>
  );
}
