import { useQuery } from '@tanstack/react-query';
import { problemMessage } from '@/app/api-client';
import { Card, Spinner } from '@/components/ui/card';
import { airlineReportCardQuery } from './api/airlines';

const PERCENT = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 0 });
const DAYS = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const NO_DATA = '—';

const percent = (rate: number | null) => (rate === null ? NO_DATA : PERCENT.format(rate));
const days = (value: number | null) => (value === null ? NO_DATA : `${DAYS.format(value)} ${value === 1 ? 'giorno' : 'giorni'}`);

/** «Pagella compagnie» (admins): how each carrier answers the claims we send it. */
export function ReportCardTab() {
  const card = useQuery(airlineReportCardQuery);

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-bold text-slate-900">Pagella compagnie</h2>
        <p className="text-sm text-slate-600">
          Tasso di accettazione = risposte accettate o parziali sul totale delle risposte; tasso di pagamento = pratiche pagate su quelle accettate o parziali. «—» dove non ci sono ancora dati.
        </p>
      </div>
      {card.isPending ? (
        <Spinner />
      ) : card.isError ? (
        <p className="text-red-700">{problemMessage(card.error, 'Impossibile caricare la pagella delle compagnie.')}</p>
      ) : card.data.rows.length === 0 ? (
        <p className="text-slate-600">Nessuna pratica ancora inviata alle compagnie.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4">Compagnia</th>
                <th className="py-2 pr-4 text-right">Pratiche inviate</th>
                <th className="py-2 pr-4 text-right">Risposte</th>
                <th className="py-2 pr-4 text-right">Tempo mediano di risposta</th>
                <th className="py-2 pr-4 text-right">Accettazione</th>
                <th className="py-2 text-right">Pagamento</th>
              </tr>
            </thead>
            <tbody>
              {card.data.rows.map((row) => (
                <tr key={row.airlineCode} className="border-t border-slate-100">
                  <td className="py-2 pr-4">
                    <span className="font-semibold">{row.airlineName ?? row.airlineCode}</span> <span className="font-mono text-xs text-slate-500">{row.airlineCode}</span>
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">{row.claimsSent}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{row.replied}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{days(row.medianDaysToAnswer)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{percent(row.acceptanceRate)}</td>
                  <td className="py-2 text-right tabular-nums">{percent(row.paymentRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
