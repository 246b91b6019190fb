import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '@/app/api-client';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { FormActions } from '@/components/admin/form-actions';
import { useSaveTemplate, type TemplateDraft } from './api/email-templates';
import { INSERTABLE_VARIABLES, insertVariable, TEMPLATE_TYPE_LABELS } from './template-labels';
import { TemplatePreview } from './template-preview';

export const NEW_TEMPLATE: TemplateDraft = { name: '', subject: '', content: '', templateType: 'custom', isActive: true };

export interface Editing {
  /** Set when editing a saved template; a new or duplicated one has none. */
  id?: string;
  version?: number;
  draft: TemplateDraft;
}

type TextField = 'subject' | 'content';

export function TemplateEditor({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<Partial<Record<keyof TemplateDraft, string>>>({});
  const fields = { subject: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null) };
  const lastFocused = useRef<TextField>('content');
  const save = useSaveTemplate();
  const set = <Key extends keyof TemplateDraft>(key: Key, value: TemplateDraft[Key]) => setDraft((current) => ({ ...current, [key]: value }));

  const insert = (name: string) => {
    const target = lastFocused.current;
    const element = fields[target].current;
    const start = element?.selectionStart ?? draft[target].length;
    const end = element?.selectionEnd ?? start;
    const { text, caret } = insertVariable(draft[target], start, end, name);
    // Committed at once, so the caret lands after the variable now, not a frame later when the operator may be typing elsewhere.
    flushSync(() => set(target, text));
    element?.focus();
    element?.setSelectionRange(caret, caret);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      name: draft.name.trim() ? undefined : 'Il nome del template è obbligatorio',
      subject: draft.subject.trim() ? undefined : "L'oggetto è obbligatorio",
      content: draft.content.trim() ? undefined : 'Il contenuto è obbligatorio',
    };
    setErrors(missing);
    if (missing.name || missing.subject || missing.content) return;
    save.mutate(
      { id: editing.id, version: editing.version, draft },
      {
        onSuccess: () => {
          toast({ title: 'Template salvato', description: 'Template email aggiornato con successo' });
          onDone();
        },
        onError: (error) => toast({ title: 'Errore', description: error instanceof ApiError && error.detail ? `Errore nel salvare il template: ${error.detail}` : 'Errore nel salvare il template', variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form className="space-y-4" onSubmit={submit} aria-label={editing.id ? 'Modifica template' : 'Nuovo template'}>
        <h3 className="text-lg font-bold text-slate-900">{editing.id ? 'Modifica template' : 'Nuovo template'}</h3>
        <Field label="Nome" error={errors.name}>
          {({ id, invalid }) => <Input id={id} aria-invalid={invalid} value={draft.name} onChange={(event) => set('name', event.target.value)} />}
        </Field>
        <Field label="Oggetto" error={errors.subject}>
          {({ id, invalid }) => <Input id={id} ref={fields.subject} aria-invalid={invalid} value={draft.subject} onFocus={() => (lastFocused.current = 'subject')} onChange={(event) => set('subject', event.target.value)} />}
        </Field>
        <div className="space-y-1.5">
          <p className="text-sm font-semibold text-slate-800">Inserisci una variabile</p>
          <div className="flex flex-wrap gap-1.5">
            {INSERTABLE_VARIABLES.map((name) => (
              <button key={name} type="button" className="rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs hover:bg-slate-100" onMouseDown={(event) => event.preventDefault()} onClick={() => insert(name)}>
                {`{{${name}}}`}
              </button>
            ))}
          </div>
        </div>
        <Field label="Contenuto" error={errors.content}>
          {({ id, invalid }) => (
            <Textarea id={id} ref={fields.content} rows={10} aria-invalid={invalid} value={draft.content} onFocus={() => (lastFocused.current = 'content')} onChange={(event) => set('content', event.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap items-end gap-4">
          <Field label="Tipo di template">
            {({ id }) => (
              <Select id={id} value={draft.templateType} onChange={(event) => set('templateType', event.target.value as TemplateDraft['templateType'])}>
                {Object.entries(TEMPLATE_TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <label className="flex items-center gap-2 pb-3 text-sm font-semibold text-slate-800">
            <input type="checkbox" className="size-4" checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} /> Attivo
          </label>
        </div>
        <FormActions saveLabel="Salva il modello" pending={save.isPending} onCancel={onDone} />
      </form>
      <section className="space-y-3">
        <h3 className="text-lg font-bold text-slate-900">Anteprima dal vivo</h3>
        <TemplatePreview subject={draft.subject} content={draft.content} />
      </section>
    </div>
  );
}
