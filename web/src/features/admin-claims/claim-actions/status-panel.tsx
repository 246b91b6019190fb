import { useState, type FormEvent } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Field, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { PRIORITY_LABELS, STATUS_LABELS, type AdminStatus } from '@/components/admin/format';
import { useAssignClaim, useChangePriority, useChangeStatus, type AdminClaim } from '../api/claims';
import { OperatorPicker } from '../components/operator-picker';
import { StatusSelect } from '../components/status-select';

const PRIORITIES = Object.keys(PRIORITY_LABELS) as (keyof typeof PRIORITY_LABELS)[];

/** Status with its internal notes, assignment and priority: each an event with the operator as its actor. The passenger is written to from the conversation. */
export function StatusPanel({ claim, onStatusChanged }: { claim: AdminClaim; onStatusChanged?: () => void }) {
  const [status, setStatus] = useState<AdminStatus>(claim.adminStatus);
  const [adminNotes, setAdminNotes] = useState(claim.adminNotes ?? '');
  const [assignee, setAssignee] = useState(claim.assignedOperatorId ?? '');
  const changeStatus = useChangeStatus(claim.id);
  const assign = useAssignClaim(claim.id);
  const changePriority = useChangePriority(claim.id);
  const failed = (error: Error) => toast({ title: '❌ Errore', description: problemMessage(error, "Errore durante l'aggiornamento"), variant: 'destructive' });

  const saveStatus = (event: FormEvent) => {
    event.preventDefault();
    changeStatus.mutate(
      { adminStatus: status, adminNotes: adminNotes.trim() || null, passengerNote: null },
      {
        onSuccess: (updated) => {
          toast({ title: '✅ Stato aggiornato', description: `Pratica #${updated.practiceNumber}: ${STATUS_LABELS[updated.adminStatus]}` });
          onStatusChanged?.();
        },
        onError: failed,
      },
    );
  };

  const saveAssignment = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(assignee, { onSuccess: (updated) => toast({ title: '✅ Pratica assegnata', description: `Assegnata a ${updated.assignedTo}` }), onError: failed });
  };

  return (
    <div className="space-y-6">
      <form className="space-y-3" onSubmit={saveStatus}>
        <Field label="Stato della pratica" hint="Il passeggero legge «Approvata – Risarcimento confermato» solo dopo che è registrata l’accettazione o il pagamento della compagnia aerea; prima vede «In fase di revisione».">
          {({ id, describedBy }) => <StatusSelect id={id} aria-describedby={describedBy} value={status} onStatusChange={setStatus} />}
        </Field>
        <Field label="Note amministrative (interne)" hint="Non sono mai mostrate al passeggero.">
          {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} value={adminNotes} onChange={(event) => setAdminNotes(event.target.value)} />}
        </Field>
        <Button type="submit" disabled={changeStatus.isPending}>
          {changeStatus.isPending ? 'Aggiornamento...' : 'Aggiorna lo stato'}
        </Button>
      </form>
      <form className="flex flex-wrap items-end gap-3" onSubmit={saveAssignment}>
        <div className="min-w-56 flex-1">
          <Field label="Operatore assegnato">{({ id }) => <OperatorPicker id={id} value={assignee} currentName={claim.assignedTo} onOperatorChange={(operator) => setAssignee(operator.id)} />}</Field>
        </div>
        <Button type="submit" variant="secondary" disabled={!assignee || assignee === claim.assignedOperatorId || assign.isPending}>
          Assegna
        </Button>
      </form>
      <Field label="Priorità">
        {({ id }) => (
          <Select
            id={id}
            value={claim.priority}
            disabled={changePriority.isPending}
            onChange={(event) =>
              changePriority.mutate(event.target.value as AdminClaim['priority'], {
                onSuccess: (updated) => toast({ title: '✅ Priorità aggiornata', description: `Priorità ${PRIORITY_LABELS[updated.priority]}` }),
                onError: failed,
              })
            }
          >
            {PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
