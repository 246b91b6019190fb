import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { Card, Spinner } from '@/components/ui/card';
import { formatEuroCents } from '@eligibility';
import { trendsQuery, type WeekTrend } from './api/trends';
import { TrendChart } from './trend-chart';

const PERIODS = [
  [13, 'Ultimi 3 mesi'],
  [26, 'Ultimi 6 mesi'],
  [52, 'Ultimo anno'],
] as const;

const count = (value: number) => value.toLocaleString('it-IT');
const percent = (value: number) => `${Math.round(value * 100)} %`;
const days = (value: number) => `${value} gg`;
const euros = (cents: number) => formatEuroCents(Math.round(cents));

/** «Statistiche»: the business week by week, from the read models (GET /api/admin/trends). Loaded only when opened: the charts are the operators' area's heaviest part. */
export default function TrendsTab() {
  const [weeks, setWeeks] = useState<number>(26);
  const trends = useQuery(trendsQuery(weeks));
  const all = trends.data?.weeks ?? [];
  const sum = (pick: (week: WeekTrend) => number) => all.reduce((total, week) => total + pick(week), 0);

  return (
    <section aria-labelledby="trends-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends-title" className="text-xl font-bold text-slate-900">
          Andamento settimanale
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Periodo
          <select className="rounded-md border border-slate-300 bg-white px-2 py-1" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
            {PERIODS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {trends.isPending ? (
        <Spinner />
      ) : trends.isError ? (
        <Card role="alert">Errore nel caricamento delle statistiche: {problemMessage(trends.error, trends.error.message)}</Card>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-4">
            {[
              ['Pratiche ricevute', count(sum((week) => week.submitted))],
              ['Pratiche decise', count(sum((week) => week.decided))],
              ['Recuperati dalle compagnie', euros(sum((week) => week.recoveredCents))],
              ['Compensi fatturati', euros(sum((week) => week.feesCents))],
            ].map(([label, value]) => (
              <Card key={label} className="p-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-xl font-bold text-slate-900">{value}</dd>
              </Card>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <TrendChart
              title="Pratiche ricevute e decise"
              weeks={all}
              kind="bars"
              format={count}
              series={[
                { key: 'submitted', label: 'Ricevute', colour: '#2563eb', value: (week) => week.submitted },
                { key: 'decided', label: 'Decise', colour: '#0f766e', value: (week) => week.decided },
              ]}
            />
            <TrendChart title="Tasso di successo" weeks={all} kind="line" format={percent} series={[{ key: 'successRate', label: 'Completate su decise', colour: '#15803d', value: (week) => week.successRate }]} />
            <TrendChart
              title="Importi recuperati e compensi"
              weeks={all}
              kind="bars"
              format={euros}
              series={[
                { key: 'recovered', label: 'Pagati dalle compagnie', colour: '#2563eb', value: (week) => week.recoveredCents },
                { key: 'fees', label: 'Nostri compensi (IVA inclusa)', colour: '#b45309', value: (week) => week.feesCents },
              ]}
            />
            <TrendChart
              title="Giorni dal pagamento della compagnia al nostro bonifico"
              weeks={all}
              kind="line"
              format={days}
              series={[{ key: 'payout', label: 'Mediana', colour: '#7c3aed', value: (week) => week.medianDaysToPayout }]}
            />
          </div>
        </>
      )}
    </section>
  );
}
