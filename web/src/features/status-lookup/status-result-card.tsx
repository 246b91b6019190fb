import { PUBLIC_STATUS_LABELS, type PracticeStatus } from '@contracts/passenger-claim';
import { Info } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

export type { PracticeStatus };

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_review: 'bg-brand-100 text-brand-800',
  approved: 'bg-green-100 text-green-800',
  paid: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-800',
  rejected: 'bg-red-100 text-red-800',
};
const UNKNOWN = { label: 'Stato sconosciuto', className: 'bg-slate-100 text-slate-800' };

const statusOf = (status: string) =>
  status in PUBLIC_STATUS_LABELS ? { label: PUBLIC_STATUS_LABELS[status as keyof typeof PUBLIC_STATUS_LABELS], className: STATUS_STYLE[status]! } : UNKNOWN;

export const statusLabel = (status: string) => statusOf(status).label;

const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}

/** Only the status: notes, amounts and the whole story are in the passenger area. */
export function StatusResultCard({ result }: { result: PracticeStatus }) {
  const status = statusOf(result.status);
  return (
    <Card aria-labelledby="risultato-pratica">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Pratica</p>
          <h2 id="risultato-pratica" className="text-2xl font-bold text-slate-900">
            #{result.practiceNumber}
          </h2>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', status.className)}>{status.label}</span>
      </div>

      <p className="mt-4 text-sm text-slate-700">
        Ultimo aggiornamento: <span className="font-semibold text-slate-900">{formatDate(result.lastUpdated)}</span>
      </p>

      {result.status === 'approved' && (
        <p className="mt-5 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">La tua pratica è stata approvata: ti contatteremo a breve per il pagamento.</p>
      )}

      {result.status === 'paid' && (
        <p className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          Abbiamo inviato il bonifico del risarcimento. Nell’area riservata trovi quanto ha pagato la compagnia, il nostro compenso e la data del bonifico.
        </p>
      )}

      {result.status === 'pending' && (
        <p className="mt-5 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          Stiamo verificando la tua richiesta. Carica i documenti richiesti qui sotto per accelerare la verifica.
        </p>
      )}
    </Card>
  );
}
