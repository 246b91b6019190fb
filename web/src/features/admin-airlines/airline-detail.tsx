import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, problemMessage } from '@/app/api-client';
import { Card, Spinner } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { airlineQuery } from '@/app/admin/api/airlines';
import { FormActions } from '@/components/admin/form-actions';
import { formatDateTime } from '@/components/admin/format';
import { useEditAirline, type AirlineDetail, type AirlineEditBody, type AirlineView } from './api/airlines';
import { ClaimsAddresses } from './claims-addresses';
import { EuBadge } from './eu-badge';

type Draft = { name: string; claimsEmail: string; claimsWebFormUrl: string; pecAddress: string; euOverride: 'country' | 'yes' | 'no'; paysDirectly: boolean };

const draftOf = (airline: AirlineView): Draft => ({
  name: airline.name,
  claimsEmail: airline.claimsEmail ?? '',
  claimsWebFormUrl: airline.claimsWebFormUrl ?? '',
  pecAddress: airline.pecAddress ?? '',
  euOverride: airline.euOverride === null ? 'country' : airline.euOverride ? 'yes' : 'no',
  paysDirectly: airline.paysDirectly,
});

/** Only what the admin changed, in the API's terms. */
function changesOf(airline: AirlineView, draft: Draft): AirlineEditBody {
  const changes: AirlineEditBody = {};
  if (draft.name.trim() !== airline.name) changes.name = draft.name.trim();
  if ((draft.claimsEmail.trim() || null) !== airline.claimsEmail) changes.claimsEmail = draft.claimsEmail.trim() || null;
  if ((draft.claimsWebFormUrl.trim() || null) !== airline.claimsWebFormUrl) changes.claimsWebFormUrl = draft.claimsWebFormUrl.trim() || null;
  if ((draft.pecAddress.trim().toLowerCase() || null) !== airline.pecAddress) changes.pecAddress = draft.pecAddress.trim().toLowerCase() || null;
  const euOverride = draft.euOverride === 'country' ? null : draft.euOverride === 'yes';
  if (euOverride !== airline.euOverride) changes.euOverride = euOverride;
  if (draft.paysDirectly !== airline.paysDirectly) changes.paysDirectly = draft.paysDirectly;
  return changes;
}

const shown = (value: unknown) => (value === null || value === '' ? '—' : value === true ? 'sì' : value === false ? 'no' : String(value));

/** One carrier: its facts, the admins' form and the history of its edits. */
export function AirlineDetailPanel({ code, canEdit, onClose }: { code: string; canEdit: boolean; onClose: () => void }) {
  const detail = useQuery(airlineQuery(code));
  if (detail.isPending) return <Card><Spinner /></Card>;
  if (detail.isError) return <Card><p className="text-red-700">{problemMessage(detail.error, 'Impossibile caricare la compagnia.')}</p></Card>;
  return <AirlineCard key={detail.data.airline.version} detail={detail.data} canEdit={canEdit} onClose={onClose} />;
}

function AirlineCard({ detail, canEdit, onClose }: { detail: AirlineDetail; canEdit: boolean; onClose: () => void }) {
  const { airline, history } = detail;
  const [draft, setDraft] = useState(() => draftOf(airline));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const edit = useEditAirline();
  const queryClient = useQueryClient();
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(airline, draft);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'Nessuna modifica', description: 'I dati sono già questi.' });
      return;
    }
    setErrors({});
    edit.mutate(
      { code: airline.iataCode, version: airline.version, changes },
      {
        onSuccess: () => toast({ title: 'Compagnia aggiornata', description: `${draft.name.trim()} (${airline.iataCode}) salvata.` }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: airlineQuery(airline.iataCode).queryKey });
          setErrors(fieldErrorsOf(error));
          toast({ title: 'Errore', description: problemMessage(error, 'Impossibile salvare la compagnia.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold text-slate-900">
            {airline.name} <span className="font-mono text-slate-600">({airline.iataCode}{airline.icaoCode ? ` · ${airline.icaoCode}` : ''})</span>
          </h2>
          <p className="text-sm text-slate-600">
            {airline.countryName ?? 'Paese non indicato'} · <EuBadge airline={airline} />
          </p>
          <p className="mt-1 text-xs text-slate-500">Secondo il paese di licenza: {airline.datasetIsEu ? 'vettore comunitario' : 'vettore non comunitario'}.</p>
        </div>
        <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={onClose}>
          Chiudi
        </button>
      </div>

      {canEdit ? (
        <form className="space-y-4" aria-label={`Modifica ${airline.name}`} onSubmit={submit}>
          <Field label="Nome" error={errors.name}>
            {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} value={draft.name} onChange={(event) => set('name', event.target.value)} />}
          </Field>
          <Field label="E-mail reclami" hint="L'indirizzo ufficiale per i reclami UE 261, se la compagnia ne pubblica uno." error={errors.claimsEmail}>
            {({ id, describedBy, invalid }) => <Input id={id} type="email" aria-describedby={describedBy} aria-invalid={invalid} value={draft.claimsEmail} onChange={(event) => set('claimsEmail', event.target.value)} />}
          </Field>
          <Field label="Modulo web reclami" hint="Indirizzo https:// del modulo ufficiale della compagnia." error={errors.claimsWebFormUrl}>
            {({ id, describedBy, invalid }) => <Input id={id} type="url" aria-describedby={describedBy} aria-invalid={invalid} value={draft.claimsWebFormUrl} onChange={(event) => set('claimsWebFormUrl', event.target.value)} />}
          </Field>
          <Field label="PEC" hint="Per i vettori italiani: la lettera parte via PEC a questo indirizzo e la ricevuta di consegna interrompe la prescrizione." error={errors.pecAddress}>
            {({ id, describedBy, invalid }) => <Input id={id} type="email" aria-describedby={describedBy} aria-invalid={invalid} value={draft.pecAddress} onChange={(event) => set('pecAddress', event.target.value)} />}
          </Field>
          <Field label="Vettore comunitario (UE 261)" hint="Decide se il Regolamento si applica ai voli che arrivano nell'UE da fuori." error={errors.euOverride}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} value={draft.euOverride} onChange={(event) => set('euOverride', event.target.value as Draft['euOverride'])}>
                <option value="country">Secondo il paese ({airline.datasetIsEu ? 'sì' : 'no'})</option>
                <option value="yes">Sì, vettore comunitario</option>
                <option value="no">No, vettore non comunitario</option>
              </Select>
            )}
          </Field>
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm font-semibold text-slate-800">
              <input type="checkbox" className="mt-0.5 size-4" checked={draft.paysDirectly} aria-describedby="pays-directly-hint" onChange={(event) => set('paysDirectly', event.target.checked)} />
              Paga direttamente chi reclama da sé
            </label>
            <p id="pays-directly-hint" className="text-xs text-slate-600">
              Se la compagnia paga i passeggeri che reclamano da soli (per esempio con il suo modulo), la procedura guidata offre «Fai da te, gratis» accanto al nostro servizio.
            </p>
            {errors.paysDirectly && <p className="text-sm text-red-700">{errors.paysDirectly}</p>}
          </div>
          <FormActions saveLabel="Salva compagnia" pending={edit.isPending} onCancel={() => setDraft(draftOf(airline))} />
        </form>
      ) : (
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">E-mail reclami</dt>
          <dd className="break-all">{shown(airline.claimsEmail)}</dd>
          <dt className="font-semibold text-slate-700">Modulo web reclami</dt>
          <dd className="break-all">{airline.claimsWebFormUrl ? <a className="text-brand-700 underline" href={airline.claimsWebFormUrl} target="_blank" rel="noreferrer noopener">{airline.claimsWebFormUrl}</a> : '—'}</dd>
          <dt className="font-semibold text-slate-700">PEC</dt>
          <dd className="break-all">{shown(airline.pecAddress)}</dd>
          <dt className="font-semibold text-slate-700">Paga direttamente chi reclama da sé</dt>
          <dd>{shown(airline.paysDirectly)}</dd>
        </dl>
      )}

      <ClaimsAddresses airline={airline} canEdit={canEdit} />

      <section className="space-y-2">
        <h3 className="font-bold text-slate-900">Storia delle modifiche</h3>
        {history.length === 0 ? (
          <p className="text-sm text-slate-600">Nessuna modifica: i dati sono quelli dell'elenco di partenza.</p>
        ) : (
          <ol className="space-y-3">
            {history.map((entry) => (
              <li key={entry.version} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-slate-800">
                  {entry.actorName} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
                <ul className="mt-1 space-y-0.5 text-slate-700">
                  {entry.changes.map((change) => (
                    <li key={`${change.field}-${change.label}`}>
                      {change.label}: <span className="text-slate-500">{shown(change.from)}</span> → <span className="font-medium">{shown(change.to)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

/** The form's fields a 400 refused, with the server's Italian message for each. */
function fieldErrorsOf(error: Error): Partial<Record<keyof Draft, string>> {
  if (!(error instanceof ApiError)) return {};
  const ours = error.fieldErrors.filter((entry) => ['name', 'claimsEmail', 'claimsWebFormUrl', 'pecAddress', 'euOverride', 'paysDirectly'].includes(entry.field));
  return Object.fromEntries(ours.map((entry) => [entry.field, entry.message]));
}
