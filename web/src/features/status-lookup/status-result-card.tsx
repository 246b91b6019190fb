import type { PracticeStatus } from '@contracts/passenger-claim';
import { Info } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

export type { PracticeStatus };

const STATUS: Record<string, { label: string; className: string }> = {
  pending: { label: 'In attesa di verifica', className: 'bg-amber-100 text-amber-900' },
  in_review: { label: 'In fase di revisione', className: 'bg-brand-100 text-brand-800' },
  approved: { label: 'Approvata - Risarcimento confermato', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Non idonea al risarcimento', className: 'bg-red-100 text-red-800' },
};
const UNKNOWN = { label: 'Stato sconosciuto', className: 'bg-slate-100 text-slate-800' };

export const statusLabel = (status: string) => (STATUS[status] ?? UNKNOWN).label;

const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}

export function StatusResultCard({ result }: { result: PracticeStatus }) {
  const status = STATUS[result.status] ?? UNKNOWN;
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

      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Volo</dt>
          <dd className="font-semibold text-slate-900">{result.flightNumber || 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Data richiesta</dt>
          <dd className="font-semibold text-slate-900">{formatDate(result.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Ultimo aggiornamento</dt>
          <dd className="font-semibold text-slate-900">{formatDate(result.lastUpdated)}</dd>
        </div>
      </dl>

      {result.status === 'approved' && (
        <div className="mt-5 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
          {result.estimatedCompensation != null && (
            <p className="text-lg font-bold">Risarcimento stimato: {EURO.format(result.estimatedCompensation)}</p>
          )}
          <p className="mt-1">La tua pratica è stata approvata: ti contatteremo a breve per il pagamento.</p>
        </div>
      )}

      {result.status === 'pending' && (
        <p className="mt-5 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          Stiamo verificando la tua richiesta. Carica i documenti richiesti qui sotto per accelerare la verifica.
        </p>
      )}

      {result.notes && (
        <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-800">Nota dal nostro team</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{result.notes}</p>
        </div>
      )}
    </Card>
  );
}
