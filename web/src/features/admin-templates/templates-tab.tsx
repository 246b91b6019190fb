import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { templatesQuery, type EmailTemplate } from '@/app/admin/api/email-templates';
import { sessionQuery } from '@/app/admin/api/session';
import { useDeleteTemplate } from './api/email-templates';
import { NEW_TEMPLATE, TemplateEditor, type Editing } from './template-editor';
import { cutContent, TEMPLATE_TYPE_LABELS } from './template-labels';
import { TemplatePreview } from './template-preview';

type View = 'template' | 'editor' | 'anteprima';

const toDraft = ({ name, subject, content, templateType, isActive }: EmailTemplate) => ({ name, subject, content, templateType, isActive });

function TemplateCard({ template, canWrite, onEdit, onDuplicate, onPreview, onDelete }: { template: EmailTemplate; canWrite: boolean; onEdit: () => void; onDuplicate: () => void; onPreview: () => void; onDelete: () => void }) {
  return (
    <Card role="article" aria-label={template.name} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-slate-900">{template.name}</h3>
          <p className="text-sm text-slate-600">{template.subject}</p>
        </div>
        <div className="flex gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{TEMPLATE_TYPE_LABELS[template.templateType]}</span>
          <span className={template.isActive ? 'rounded-full bg-green-100 px-2 py-0.5 text-green-900' : 'rounded-full bg-slate-200 px-2 py-0.5 text-slate-700'}>{template.isActive ? 'Attivo' : 'Inattivo'}</span>
        </div>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700">{cutContent(template.content)}</p>
      <p className="text-xs text-slate-500">Usato {template.usageCount === 1 ? '1 volta' : `${template.usageCount} volte`}</p>
      <div className="mt-auto flex flex-wrap gap-2">
        {canWrite && (
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Modifica
          </Button>
        )}
        {canWrite && (
          <Button size="sm" variant="outline" onClick={onDuplicate}>
            Duplica
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onPreview}>
          Anteprima
        </Button>
        {canWrite && (
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
            Elimina
          </Button>
        )}
      </div>
    </Card>
  );
}

/** The e-mail template manager: list, editor with live preview, and preview of a saved template. */
export function TemplatesTab() {
  const templates = useQuery(templatesQuery);
  const canWrite = useQuery(sessionQuery).data?.role === 'admin';
  const remove = useDeleteTemplate();
  const [view, setView] = useState<View>('template');
  const [editing, setEditing] = useState<Editing>();
  const [previewed, setPreviewed] = useState<EmailTemplate>();
  const [deleting, setDeleting] = useState<EmailTemplate>();

  const edit = (next: Editing) => {
    setEditing(next);
    setView('editor');
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Template eliminato', description: 'Template rimosso con successo' }),
      onError: () => toast({ title: 'Errore', description: "Errore nell'eliminare il template", variant: 'destructive' }),
      onSettled: () => setDeleting(undefined),
    });

  return (
    <Tabs value={view} onValueChange={(value) => setView(value as View)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="template">Template ({templates.data?.length ?? 0})</TabsTrigger>
          <TabsTrigger value="editor">Editor</TabsTrigger>
          <TabsTrigger value="anteprima">Anteprima</TabsTrigger>
        </TabsList>
        {canWrite && (
          <Button size="sm" onClick={() => edit({ draft: NEW_TEMPLATE })}>
            <Plus className="size-4" aria-hidden="true" /> Nuovo modello
          </Button>
        )}
      </div>
      {!canWrite && <p className="mt-3 text-sm text-slate-600">Solo gli amministratori possono creare, modificare ed eliminare i template.</p>}
      <TabsContent value="template">
        {templates.isPending && <Spinner />}
        {templates.isError && <p className="text-red-700">Impossibile caricare i template: {templates.error.message}</p>}
        {templates.data?.length === 0 && <p className="py-10 text-center text-slate-600">Nessun template trovato</p>}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {templates.data?.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              canWrite={canWrite}
              onEdit={() => edit({ id: template.id, version: template.version, draft: toDraft(template) })}
              onDuplicate={() => edit({ draft: { ...toDraft(template), name: `${template.name} (copia)` } })}
              onPreview={() => (setPreviewed(template), setView('anteprima'))}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </div>
      </TabsContent>
      <TabsContent value="editor">
        {editing && canWrite ? (
          <TemplateEditor key={editing.id ?? `new-${editing.draft.name}`} editing={editing} onDone={() => (setEditing(undefined), setView('template'))} />
        ) : (
          <p className="text-slate-600">Scegli «Nuovo modello» o «Modifica» su un template.</p>
        )}
      </TabsContent>
      <TabsContent value="anteprima">
        {previewed ? (
          <div className="space-y-3">
            <h3 className="text-lg font-bold text-slate-900">{previewed.name}</h3>
            <TemplatePreview subject={previewed.subject} content={previewed.content} />
          </div>
        ) : (
          <p className="text-slate-600">Scegli «Anteprima» su un template per vederlo con i valori di esempio.</p>
        )}
      </TabsContent>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Eliminare il template?"
        description={`«${deleting?.name ?? ''}» sarà rimosso e non potrà più essere usato per le email.`}
        confirmLabel="Elimina"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Tabs>
  );
}
