import type { PassengerDocument } from '@contracts/passenger-area';
import { FileText, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDate } from './format';

const STATUS = {
  pending: { label: 'Da verificare', className: 'bg-amber-100 text-amber-900' },
  verified: { label: 'Verificato', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Rifiutato', className: 'bg-red-100 text-red-800' },
} as const;

/** The claim's documents and the way to upload more. */
export function ClaimDocuments({ documents, uploadLink }: { documents: PassengerDocument[]; uploadLink: string | null }) {
  return (
    <div className="space-y-4">
      {documents.length === 0 ? (
        <p className="text-slate-700">Non hai ancora caricato documenti. Servono la carta d’imbarco e un documento d’identità.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
              <div className="flex min-w-0 gap-2">
                <FileText className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{document.fileTypeLabel}</p>
                  <p className="truncate text-sm text-slate-600">
                    {document.originalName} · {formatDate(document.createdAt)}
                  </p>
                  {document.status === 'rejected' && document.rejectionReason && <p className="mt-1 text-sm text-red-800">Motivo: {document.rejectionReason}</p>}
                  {document.fileDeleted && <p className="mt-1 text-sm text-slate-600">File cancellato al termine del periodo di conservazione.</p>}
                </div>
              </div>
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS[document.status].className)}>{STATUS[document.status].label}</span>
            </li>
          ))}
        </ul>
      )}
      {uploadLink && (
        <Button variant="secondary" asChild>
          <Link href={uploadLink}>
            <Upload className="size-4" aria-hidden="true" />
            Carica documenti
          </Link>
        </Button>
      )}
    </div>
  );
}
