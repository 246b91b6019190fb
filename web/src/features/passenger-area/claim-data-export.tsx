import { Download } from 'lucide-react';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useClaimExport } from './api/data-export';

const FAILED = 'Non siamo riusciti a preparare i tuoi dati. Riprova tra qualche minuto.';

/** «Scarica i tuoi dati»: the claim's data as a ZIP, with its progress and the server's words when it refuses. */
export function ClaimDataExport({ claimId, practiceNumber }: { claimId: number; practiceNumber: string }) {
  const download = useClaimExport(claimId, practiceNumber);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Una copia dei dati che ti riguardano in questa pratica: un archivio ZIP con un riepilogo in PDF, gli stessi dati in formato JSON e i tuoi documenti (art. 15 GDPR).
        </p>
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? (
            <span className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {download.isPending ? 'Preparazione dell’archivio…' : 'Scarica i tuoi dati'}
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className="text-sm text-red-800">
          {(download.error instanceof ApiError && download.error.detail) || FAILED}
        </p>
      )}
    </Card>
  );
}
