import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, RotateCcw, Upload, X, XCircle } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { isGeneratedFileType } from '@contracts/documents';
import { ACCEPTED_EXTENSIONS, DOCUMENT_TYPES, documentTypeLabel, formatFileSize, MAX_DOCUMENTS, MAX_FILE_BYTES, type DocumentType } from './document-types';
import { errorMessage, uploadDocument } from './upload-document';
import { documentsQueryKey, usePracticeDocuments } from './use-practice-documents';

export type UploadState = 'pending' | 'uploading' | 'success' | 'error';

interface UploadItem {
  key: number;
  file: File;
  fileType: DocumentType;
  description: string;
  state: UploadState;
  progress: number;
  error?: string;
  documentId?: string;
}

export interface DocumentUploaderProps {
  practiceNumber: string;
  /** The passenger's upload token (header x-upload-token). */
  token: string;
  /** Called after each file is recorded, once the document list has been asked again. */
  onUploaded?: () => void;
  /** Show the list of documents already on the claim (default true). */
  showExisting?: boolean;
}

const ACCEPTED = /\.(pdf|jpe?g|png)$/i;
const UNSUPPORTED = 'Formato non supportato: carica un file PDF, JPG o PNG.';
const STATE_TEXT: Record<UploadState, string> = { pending: 'In attesa', uploading: 'Caricamento in corso', success: 'Caricato', error: 'Errore' };
const DOCUMENT_STATUS: Record<string, { label: string; className: string }> = {
  pending: { label: 'In verifica', className: 'bg-amber-100 text-amber-900' },
  verified: { label: 'Verificato', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Rifiutato', className: 'bg-red-100 text-red-800' },
};

let nextKey = 1;

/** Document type, optional description, drag and drop or a file button; each file goes up on its own with its progress. */
export function DocumentUploader({ practiceNumber, token, onUploaded, showExisting = true }: DocumentUploaderProps) {
  const queryClient = useQueryClient();
  const documents = usePracticeDocuments(practiceNumber, token);
  const [fileType, setFileType] = useState<DocumentType | ''>('');
  const [description, setDescription] = useState('');
  const [typeMissing, setTypeMissing] = useState(false);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const typeFieldRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  // Signed mandates are made by the server and take none of the passenger's room.
  const existing = (documents.data?.documents ?? []).filter((document) => !isGeneratedFileType(document.fileType));
  const existingIds = new Set(existing.map((document) => document.id));
  const counted = (item: UploadItem) => item.state === 'pending' || item.state === 'uploading' || (item.state === 'success' && !(item.documentId && existingIds.has(item.documentId)));
  const used = existing.length + items.filter(counted).length;

  const update = (key: number, patch: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function upload(item: UploadItem) {
    update(item.key, { state: 'uploading', progress: 0, error: undefined });
    try {
      const recorded = await uploadDocument({
        practiceNumber,
        token,
        file: item.file,
        fileType: item.fileType,
        description: item.description,
        onProgress: (progress) => update(item.key, { progress }),
      });
      update(item.key, { state: 'success', progress: 100, documentId: recorded?.id });
      toast({ title: 'Documento caricato!', description: `${item.file.name} è stato caricato correttamente.` });
      setAnnouncement(`${item.file.name} caricato.`);
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey(practiceNumber) });
      onUploaded?.();
    } catch (error) {
      fail(item, errorMessage(error, 'Si è verificato un errore imprevisto. Riprova.'));
    }
  }

  function fail(item: UploadItem, message: string) {
    update(item.key, { state: 'error', error: message });
    toast({ title: 'Errore caricamento', description: `Non è stato possibile caricare ${item.file.name}: ${message}`, variant: 'destructive' });
    setAnnouncement(`Errore nel caricamento di ${item.file.name}.`);
  }

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    if (!fileType) {
      setTypeMissing(true);
      toast({ title: 'Tipo documento mancante', description: 'Seleziona il tipo di documento prima di caricare.', variant: 'destructive' });
      // After the file dialog (or the drop) has settled, so the focus lands on the field to fix.
      window.setTimeout(() => typeFieldRef.current?.querySelector('select')?.focus(), 0);
      return;
    }
    if (used + files.length > MAX_DOCUMENTS) {
      toast({ title: 'Troppi file', description: `Puoi caricare massimo ${MAX_DOCUMENTS} documenti.`, variant: 'destructive' });
      return;
    }
    const added = files.map<UploadItem>((file) => ({ key: nextKey++, file, fileType, description, state: 'pending', progress: 0 }));
    setItems((current) => [...current, ...added]);
    for (const item of added) {
      if (ACCEPTED.test(item.file.name)) await upload(item);
      else fail(item, UNSUPPORTED);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  }

  const busy = items.some((item) => item.state === 'uploading' || item.state === 'pending');

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div ref={typeFieldRef}>
        <Field label="Tipo di documento" error={typeMissing && !fileType ? 'Seleziona il tipo di documento prima di caricare.' : undefined}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required="true"
              value={fileType}
              onChange={(event) => {
                setFileType(event.target.value as DocumentType | '');
                setTypeMissing(false);
              }}
            >
              <option value="">Seleziona il tipo…</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        </div>
        <Field label="Descrizione (facoltativa)">
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} value={description} maxLength={500} placeholder="Es. volo di andata" onChange={(event) => setDescription(event.target.value)} />
          )}
        </Field>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <Upload className="size-8 text-brand-700" aria-hidden="true" />
        <p className="font-semibold text-slate-900">Trascina qui i tuoi file</p>
        <p className="text-sm text-slate-600">oppure</p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          Scegli file
        </Button>
        <p id={hintId} className="text-sm text-slate-600">
          PDF, JPG o PNG · massimo {MAX_FILE_BYTES / (1024 * 1024)} MB per file · fino a {MAX_DOCUMENTS} documenti ({used}/{MAX_DOCUMENTS} usati)
        </p>
        <input
          ref={inputRef}
          type="file"
          hidden
          multiple
          accept={ACCEPTED_EXTENSIONS}
          aria-label="File da caricare"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
        />
      </div>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {items.length > 0 && (
        <ul className="space-y-3" aria-label="File in caricamento" aria-busy={busy}>
          {items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              onRetry={() => void upload(item)}
              onRemove={() => setItems((current) => current.filter((entry) => entry.key !== item.key))}
              retryAllowed={ACCEPTED.test(item.file.name)}
            />
          ))}
        </ul>
      )}

      {showExisting && (
        <section aria-labelledby={`${hintId}-existing`} className="space-y-2">
          <h3 id={`${hintId}-existing`} className="text-sm font-semibold text-slate-800">
            Documenti già caricati ({existing.length})
          </h3>
          {documents.isError ? (
            <p role="alert" className="text-sm text-red-700">
              Errore nel caricamento dei documenti: {errorMessage(documents.error, 'Failed to fetch documents')}
            </p>
          ) : documents.isPending && documents.fetchStatus !== 'idle' ? (
            <p className="text-sm text-slate-600">Caricamento documenti…</p>
          ) : existing.length === 0 ? (
            <p className="text-sm text-slate-600">Nessun documento caricato finora.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {existing.map((document) => {
                const status = DOCUMENT_STATUS[document.status ?? 'pending'] ?? DOCUMENT_STATUS.pending!;
                return (
                  <li key={document.id} className="flex items-start gap-3 px-3 py-2.5">
                    <FileText className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-900" title={document.originalName || document.fileName}>
                        {document.originalName || document.fileName}
                      </p>
                      <p className="text-xs text-slate-600">
                        {document.fileTypeLabel || documentTypeLabel(document.fileType)} · {formatFileSize(document.fileSize)}
                      </p>
                    </div>
                    <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', status.className)}>{status.label}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function UploadRow({ item, onRetry, onRemove, retryAllowed }: { item: UploadItem; onRetry: () => void; onRemove: () => void; retryAllowed: boolean }) {
  const done = item.state === 'success' || item.state === 'error';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-state={item.state}>
      <div className="flex items-start gap-3">
        {item.state === 'success' ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        ) : item.state === 'error' ? (
          <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        ) : (
          <FileText className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={item.file.name}>
            {item.file.name}
          </p>
          <p className="text-xs text-slate-600">
            {documentTypeLabel(item.fileType)} · {formatFileSize(item.file.size)} ·{' '}
            <span className={cn('font-semibold', item.state === 'error' ? 'text-red-700' : item.state === 'success' ? 'text-green-800' : 'text-slate-700')}>
              {STATE_TEXT[item.state]}
              {item.state === 'uploading' ? ` ${item.progress}%` : ''}
            </span>
          </p>
        </div>
        {done && (
          <div className="flex shrink-0 gap-1">
            {item.state === 'error' && retryAllowed && (
              <Button variant="ghost" size="sm" onClick={onRetry} aria-label={`Riprova a caricare ${item.file.name}`}>
                <RotateCcw className="size-4" aria-hidden="true" />
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Rimuovi ${item.file.name} dall'elenco`}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {item.state === 'error' ? (
        <p className="mt-2 text-sm text-red-700">{item.error}</p>
      ) : (
        <div
          role="progressbar"
          aria-label={`Avanzamento di ${item.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={cn('h-full rounded-full transition-[width]', item.state === 'success' ? 'bg-green-600' : 'bg-brand-600')} style={{ width: `${item.progress}%` }} />
        </div>
      )}
    </li>
  );
}
