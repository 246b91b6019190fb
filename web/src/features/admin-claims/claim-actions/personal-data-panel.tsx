import { useQuery } from '@tanstack/react-query';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { sessionQuery } from '@/app/admin/api/session';
import { formatDateTime } from '@/components/admin/format';
import type { AdminClaim } from '../api/claims';
import { useExportPersonalData } from '../api/personal-data';
import { ErasePersonalData } from './erase-personal-data';

/** The passenger's rights over their data: export for every operator, erasure for admins only. */
export function PersonalDataPanel({ claim }: { claim: AdminClaim }) {
  const isAdmin = useQuery(sessionQuery).data?.role === 'admin';
  const exportData = useExportPersonalData(claim.id);
  const download = () =>
    exportData.mutate(undefined, {
      onError: (error) => toast({ title: '❌ Errore', description: problemMessage(error, 'Esportazione non riuscita'), variant: 'destructive' }),
    });

  return (
    <div className="space-y-3">
      {claim.personalDataErasedAt ? (
        <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          I dati personali di questa pratica sono stati cancellati il {formatDateTime(claim.personalDataErasedAt)}: dove c’erano, ora si legge «dati cancellati».
        </p>
      ) : (
        <p className="text-sm text-slate-600">Esporta tutti i dati personali della pratica (artt. 15 e 20 GDPR) o, su richiesta, cancellali (art. 17).</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={download} disabled={exportData.isPending}>
          {exportData.isPending ? 'Esportazione...' : 'Esporta dati (GDPR)'}
        </Button>
        {isAdmin && <ErasePersonalData claim={claim} />}
      </div>
    </div>
  );
}
