import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { BulkActionBody, BulkActionResult } from '@contracts/admin-claims';
import { Button } from '@/components/ui/button';
import { Select, Textarea } from '@/components/ui/field';
import { adminRequest } from '@/app/admin/api/admin-request';
import { templatesQuery } from '@/app/admin/api/email-templates';
import { ADMIN_STATUSES, STATUS_LABELS, type AdminStatus } from '@/components/admin/format';
import { countOf } from '@contracts/plural';
import { OperatorPicker } from '../components/operator-picker';

/** A selected claim: its id and the version the operator saw, so a claim changed meanwhile is not overwritten. */
export interface SelectedClaim {
  id: number;
  version: number;
  practiceNumber: string;
}

type Action = BulkActionBody['action'];
type Draft = { action: 'assign'; operatorId: string; operatorName: string } | { action: 'change_status'; adminStatus: AdminStatus; passengerNote: string } | { action: 'send_template'; templateId: string };

const ACTION_LABELS: Record<Action, string> = { assign: 'Assegna a…', change_status: 'Cambia stato…', send_template: 'Invia email da modello…' };

const practices = (count: number) => countOf(count, 'pratica', 'pratiche');

export function bulkSummary({ succeeded, conflicted, failed }: BulkActionResult): string {
  const parts = [succeeded.length === 1 ? '1 aggiornata' : `${succeeded.length} aggiornate`];
  if (conflicted.length > 0) parts.push(`${conflicted.length} in conflitto`);
  if (failed.length > 0) parts.push(failed.length === 1 ? '1 non riuscita' : `${failed.length} non riuscite`);
  return parts.join(', ');
}

function describe(draft: Draft, templateName: string | undefined): string {
  if (draft.action === 'assign') return `assegnare a «${draft.operatorName}»`;
  if (draft.action === 'change_status') return `portare allo stato «${STATUS_LABELS[draft.adminStatus]}»`;
  return `inviare l'email «${templateName ?? 'modello'}» ai passeggeri di`;
}

function body(draft: Draft, claims: SelectedClaim[]): BulkActionBody {
  const selection = claims.map(({ id, version }) => ({ id, version }));
  if (draft.action === 'assign') return { action: 'assign', claims: selection, operatorId: draft.operatorId };
  if (draft.action === 'change_status') return { action: 'change_status', claims: selection, adminStatus: draft.adminStatus, passengerNote: draft.passengerNote.trim() || null };
  return { action: 'send_template', claims: selection, templateId: draft.templateId };
}

function BulkResult({ result, onClose }: { result: BulkActionResult; onClose: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <p className="font-semibold text-slate-900">{bulkSummary(result)}</p>
      {result.conflicted.length > 0 && (
        <div>
          <p>In conflitto (modificate da qualcun altro nel frattempo: riaprile e riprova):</p>
          <ul className="ml-5 list-disc">
            {result.conflicted.map((claim) => (
              <li key={claim.id}>
                <Link className="font-mono text-brand-700 underline" href={`/admin/practice/${claim.id}`}>
                  #{claim.practiceNumber}
                </Link>{' '}
                — {claim.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.failed.length > 0 && (
        <div>
          <p>Non riuscite:</p>
          <ul className="ml-5 list-disc">
            {result.failed.map((claim) => (
              <li key={claim.id}>
                <Link className="text-brand-700 underline" href={`/admin/practice/${claim.id}`}>
                  Pratica {claim.id}
                </Link>{' '}
                — {claim.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button size="sm" variant="outline" onClick={onClose}>
        Chiudi
      </Button>
    </div>
  );
}

/** The bar over the claim list while claims are selected: one action on all of them, confirmed, then a summary. */
export function BulkActionsBar({ selected, onDone, onClear }: { selected: SelectedClaim[]; onDone: () => void; onClear: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkActionResult>();
  const templates = useQuery({ ...templatesQuery, enabled: draft?.action === 'send_template' });
  const activeTemplates = (templates.data ?? []).filter((template) => template.isActive);
  const run = useMutation({
    mutationFn: (request: BulkActionBody) => adminRequest<BulkActionResult>('POST', '/api/admin/flight-checks/bulk', request),
    onSuccess: (answer) => {
      setResult(answer);
      setDraft(undefined);
      setConfirming(false);
      onDone();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });

  if (selected.length === 0) return result ? <BulkResult result={result} onClose={() => setResult(undefined)} /> : null;

  const start = (action: Action) => {
    setResult(undefined);
    setConfirming(false);
    run.reset();
    setDraft(action === 'assign' ? { action, operatorId: '', operatorName: '' } : action === 'change_status' ? { action, adminStatus: 'under_review', passengerNote: '' } : { action, templateId: '' });
  };
  const ready = draft !== undefined && (draft.action === 'assign' ? draft.operatorId !== '' : draft.action === 'send_template' ? draft.templateId !== '' : true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };
  const templateName = draft?.action === 'send_template' ? activeTemplates.find((template) => template.id === draft.templateId)?.name : undefined;

  return (
    <section aria-label="Azioni sulle pratiche selezionate" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 font-semibold text-slate-900">{countOf(selected.length, 'pratica selezionata', 'pratiche selezionate')}</p>
        {(Object.keys(ACTION_LABELS) as Action[]).map((action) => (
          <Button key={action} size="sm" variant={draft?.action === action ? 'primary' : 'secondary'} aria-pressed={draft?.action === action} onClick={() => start(action)}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear}>
          Deseleziona tutte
        </Button>
      </div>
      {draft && !confirming && (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {draft.action === 'assign' && (
            <label className="flex-1">
              <span className="mb-1 block font-medium">Operatore</span>
              <OperatorPicker autoFocus value={draft.operatorId} onOperatorChange={(operator) => setDraft({ ...draft, operatorId: operator.id, operatorName: operator.name })} />
            </label>
          )}
          {draft.action === 'change_status' && (
            <>
              <label>
                <span className="mb-1 block font-medium">Nuovo stato</span>
                <Select autoFocus value={draft.adminStatus} onChange={(event) => setDraft({ ...draft, adminStatus: event.target.value as AdminStatus })}>
                  {ADMIN_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="flex-1">
                <span className="mb-1 block font-medium">Nota per il passeggero (facoltativa)</span>
                <Textarea className="min-h-10" maxLength={2_000} value={draft.passengerNote} onChange={(event) => setDraft({ ...draft, passengerNote: event.target.value })} />
              </label>
            </>
          )}
          {draft.action === 'send_template' && (
            <label className="flex-1">
              <span className="mb-1 block font-medium">Modello</span>
              {templates.isPending ? (
                <span>Caricamento modelli...</span>
              ) : templates.isError ? (
                <span className="text-red-700">Impossibile caricare i modelli: {templates.error.message}</span>
              ) : activeTemplates.length === 0 ? (
                <span>Nessun modello attivo.</span>
              ) : (
                <Select autoFocus value={draft.templateId} onChange={(event) => setDraft({ ...draft, templateId: event.target.value })}>
                  <option value="">Scegli un modello</option>
                  {activeTemplates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </Select>
              )}
            </label>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!ready}>
              Continua
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDraft(undefined)}>
              Annulla
            </Button>
          </div>
        </form>
      )}
      {draft && confirming && (
        <div role="alertdialog" aria-label="Conferma azione" className="space-y-2">
          <p>
            Vuoi davvero {describe(draft, templateName)} {practices(selected.length)}? Le pratiche modificate da altri nel frattempo saranno lasciate come sono.
          </p>
          {run.isError && <p className="text-red-700">Operazione non riuscita: {run.error.message}</p>}
          <div className="flex gap-2">
            <Button size="sm" autoFocus disabled={run.isPending} onClick={() => run.mutate(body(draft, selected))}>
              {run.isPending ? 'In corso...' : 'Conferma'}
            </Button>
            <Button size="sm" variant="ghost" disabled={run.isPending} onClick={() => setConfirming(false)}>
              Indietro
            </Button>
          </div>
        </div>
      )}
      {result && <BulkResult result={result} onClose={() => setResult(undefined)} />}
    </section>
  );
}
