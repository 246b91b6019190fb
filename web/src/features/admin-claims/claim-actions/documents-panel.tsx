import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formatDateTime, formatFileSize } from '@/components/admin/format';
import { documentsQuery, documentUrl, useReviewDocument, type ClaimDocument } from '../api/documents';

const REVIEW_STATE: Record<ClaimDocument['status'], [string, string]> = {
  pending: ['Da verificare', 'bg-yellow-100 text-yellow-900'],
  verified: ['Verificato', 'bg-green-100 text-green-900'],
  rejected: ['Rifiutato', 'bg-red-100 text-red-900'],
};

function Preview({ document }: { document: ClaimDocument }) {
  const url = documentUrl(document.id);
  if (document.mimeType.startsWith('image/')) return <img src={url} alt={`${document.fileTypeLabel}: ${document.originalName}`} className="mx-auto max-h-[60vh] rounded-lg border" />;
  if (document.mimeType === 'application/pdf') return <iframe src={url} title={document.originalName} className="h-[60vh] w-full rounded-lg border" />;
  return <p className="text-slate-600">Anteprima non disponibile per questo tipo di file: usa Apri o Scarica.</p>;
}

function DocumentViewer({ claimId, document, onClose }: { claimId: number; document: ClaimDocument; onClose: () => void }) {
  const review = useReviewDocument(claimId);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const decide = (verdict: 'verify' | 'reject') =>
    review.mutate(
      { documentId: document.id, verdict, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: verdict === 'verify' ? '✅ Documento verificato' : 'Documento rifiutato', description: document.originalName });
          onClose();
        },
        onError: (error) => toast({ title: '❌ Errore', description: problemMessage(error, 'Errore nella revisione del documento'), variant: 'destructive' }),
      },
    );

  return (
    <DialogContent title={document.fileTypeLabel} description={`${document.originalName} · ${formatFileSize(document.fileSize)}`} className="max-w-4xl">
      <div className="space-y-4">
        <Preview document={document} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={documentUrl(document.id)} target="_blank" rel="noreferrer">
              Apri
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={documentUrl(document.id, true)}>Scarica</a>
          </Button>
          {document.status !== 'verified' && (
            <Button size="sm" disabled={review.isPending} onClick={() => decide('verify')}>
              Verifica
            </Button>
          )}
          {document.status !== 'rejected' && (
            <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
              Rifiuta
            </Button>
          )}
        </div>
        {rejecting && (
          <div className="space-y-2">
            <Field label="Motivo del rifiuto">{({ id }) => <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} />}</Field>
            <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={!reason.trim() || review.isPending} onClick={() => decide('reject')}>
              Conferma rifiuto
            </Button>
          </div>
        )}
      </div>
    </DialogContent>
  );
}

/** The claim's uploads with their review state; each opens in the viewer, served to operators only. */
export function DocumentsPanel({ claimId }: { claimId: number }) {
  const documents = useQuery(documentsQuery(claimId));
  const [open, setOpen] = useState<ClaimDocument>();
  if (documents.isPending) return <Spinner label="Caricamento documenti..." />;
  if (documents.isError) return <p className="text-red-700">Errore nel caricamento dei documenti: {documents.error.message}</p>;
  if (documents.data.length === 0) return <p className="text-sm text-slate-600">Nessun documento caricato.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {documents.data.map((document) => {
          const [label, tone] = REVIEW_STATE[document.status];
          return (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{document.originalName}</p>
                <p className="text-sm text-slate-600">
                  {document.fileTypeLabel} · {formatFileSize(document.fileSize)} · {formatDateTime(document.createdAt)}
                </p>
                {document.rejectionReason && <p className="text-sm text-red-700">Motivo: {document.rejectionReason}</p>}
                {document.fileDeletedAt && (
                  <p className="text-sm text-slate-600">File eliminato il {formatDateTime(document.fileDeletedAt)} al termine del periodo di conservazione</p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>
                {!document.fileDeletedAt && (
                  <Button size="sm" variant="outline" onClick={() => setOpen(document)}>
                    Visualizza
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== undefined} onOpenChange={(next) => !next && setOpen(undefined)}>
        {open && <DocumentViewer claimId={claimId} document={open} onClose={() => setOpen(undefined)} />}
      </Dialog>
    </>
  );
}
