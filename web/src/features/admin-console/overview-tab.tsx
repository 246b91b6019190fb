import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { StatCard } from '@/components/admin/stat-card';
import { statsQuery } from './api/monitoring';
import { averageTime, formatMs, RECENT_CALLS_SHOWN, successRate } from './monitoring/flight-api-figures';

const QUICK_ACTIONS = [
  ['/admin?tab=pratiche&stato=pending', 'Pratiche in attesa'],
  ['/admin?tab=pratiche&stato=under_review', 'Pratiche in revisione'],
  ['/admin?tab=template', 'Gestisci template'],
  ['/admin?tab=monitoraggio', 'Stato del sistema'],
] as const;

/** The dashboard's first tab: the work queues (given by the page, they are the tasks' feature) above the figures. */
export function OverviewTab({ queues }: { queues?: ReactNode }) {
  return (
    <div className="space-y-6">
      {queues}
      <Statistics />
    </div>
  );
}

function Statistics() {
  const stats = useQuery(statsQuery);
  if (stats.isPending) return <Spinner />;
  if (stats.isError) return <p className="text-red-700">Impossibile caricare le statistiche: {stats.error.message}</p>;
  const { flightChecks, documents, communications, apiCalls, recentCalls } = stats.data;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <StatCard label="Richieste totali" value={flightChecks.total} />
        <StatCard label="In Attesa" value={flightChecks.pending} tone="text-yellow-700" />
        <StatCard label="In Revisione" value={flightChecks.underReview} tone="text-blue-700" />
        <StatCard label="Approvate" value={flightChecks.approved} tone="text-green-700" />
        <StatCard label="Completate" value={flightChecks.completed} tone="text-emerald-700" />
        <StatCard label="Respinte" value={flightChecks.rejected} tone="text-red-700" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Documenti caricati" value={documents.total} />
        <StatCard label="Documenti verificati" value={documents.verified} />
        <StatCard label="Email inviate" value={communications.sent} />
      </div>
      <Card className="space-y-3">
        <h2 className="text-lg font-bold text-slate-900">Azioni rapide</h2>
        <div className="flex flex-wrap gap-2">
          {QUICK_ACTIONS.map(([href, label]) => (
            <Button key={href} variant="outline" size="sm" asChild>
              <Link href={href}>{label}</Link>
            </Button>
          ))}
        </div>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-bold text-slate-900">Servizio dati voli</h2>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">Tasso di successo</dt>
            <dd className="text-xl font-bold">{successRate(apiCalls)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Tempo medio di risposta</dt>
            <dd className="text-xl font-bold">{averageTime(apiCalls)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Chiamate riuscite</dt>
            <dd className="text-xl font-bold">
              {apiCalls.successful} / {apiCalls.total}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Chiamate fallite</dt>
            <dd className="text-xl font-bold">{apiCalls.failed}</dd>
          </div>
        </dl>
        <h3 className="font-semibold text-slate-800">Ultime {RECENT_CALLS_SHOWN} chiamate</h3>
        {recentCalls.length === 0 ? (
          <p className="text-sm text-slate-600">Nessuna chiamata registrata</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4">Endpoint</th>
                  <th className="py-2 pr-4">Codice</th>
                  <th className="py-2 pr-4">Tempo di risposta</th>
                  <th className="py-2">Data</th>
                </tr>
              </thead>
              <tbody>
                {recentCalls.slice(0, RECENT_CALLS_SHOWN).map((call) => (
                  <tr key={`${call.createdAt}-${call.endpoint}`} className="border-t border-slate-100">
                    <td className="py-2 pr-4 font-mono text-xs break-all">{call.endpoint}</td>
                    <td className={call.statusCode !== null && call.statusCode >= 200 && call.statusCode < 300 ? 'py-2 pr-4 text-green-700' : 'py-2 pr-4 text-red-700'}>{call.statusCode ?? 'nessuna risposta'}</td>
                    <td className="py-2 pr-4">{formatMs(call.responseTime)}</td>
                    <td className="py-2">{formatDateTime(call.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
