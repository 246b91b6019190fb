import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { pastVersionQuery, type TimelineEntry } from '../api/claims';
import { ClaimFacts } from '../claim-actions/claim-facts';

/** The whole claim as it was right after one event: read-only, and clearly not the present. */
export function PastVersion({ claimId, entry, onClose }: { claimId: number; entry: TimelineEntry; onClose: () => void }) {
  const past = useQuery(pastVersionQuery(claimId, entry.version));
  return (
    <section aria-label="Versione storica" className="space-y-4 rounded-2xl border-2 border-amber-400 bg-amber-50 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-amber-950">
          Versione storica: la pratica com'era il {formatDateTime(entry.at)} dopo «{entry.description}» (versione {entry.version})
        </p>
        <Button size="sm" variant="outline" onClick={onClose}>
          Torna alla versione attuale
        </Button>
      </div>
      {past.isPending && <Spinner />}
      {past.isError && <p className="text-red-700">{past.error.message}</p>}
      {past.data && <ClaimFacts claim={past.data} />}
    </section>
  );
}
