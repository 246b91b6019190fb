import { useQuery } from '@tanstack/react-query';
import { Card, Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { sessionQuery } from '@/app/admin/api/session';
import { healthQuery, statsQuery, type SystemHealth } from '../api/monitoring';
import { FailedMessagesCard } from './failed-messages-card';
import { averageTime, successRate } from './flight-api-figures';
import { OperatorAuditCard } from './operator-audit-card';
import { ProjectionsCard } from './projections-card';
import { countOf } from '@contracts/plural';

/** '3 giorni, 4 ore, 12 minuti' from seconds, measured since the server started. */
export function formatUptime(seconds: number): string {
  const parts: [number, string, string][] = [
    [Math.floor(seconds / 86_400), 'giorno', 'giorni'],
    [Math.floor((seconds % 86_400) / 3_600), 'ora', 'ore'],
    [Math.floor((seconds % 3_600) / 60), 'minuto', 'minuti'],
  ];
  const shown = parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return shown.length > 0 ? shown.join(', ') : 'meno di un minuto';
}

function State({ up, label }: { up: boolean; label?: string }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', up ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900')}>{label ?? (up ? 'Operativo' : 'Non disponibile')}</span>;
}

function readModelState(model: SystemHealth['readModels'][number]): { up: boolean; label: string } {
  if (model.failure) return { up: false, label: `Ferma all'evento ${model.failure.eventId}: ${model.failure.error}` };
  if (model.behind) {
    const seconds = `da ${Math.round(model.lagSeconds)} s`;
    return { up: true, label: model.lag === null ? `In ritardo ${seconds}` : `In ritardo di al più ${countOf(model.lag, 'evento', 'eventi')}, ${seconds}` };
  }
  return { up: true, label: 'Aggiornata' };
}

export function MonitoringTab() {
  const health = useQuery(healthQuery);
  const stats = useQuery(statsQuery);
  const isAdmin = useQuery(sessionQuery).data?.role === 'admin';
  if (health.isPending) return <Spinner />;
  if (health.isError) return <p className="text-red-700">Impossibile leggere lo stato del sistema: {health.error.message}</p>;
  const { database, eventStore, queue, readModels, uptimeSeconds } = health.data;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="space-y-3">
        <h2 className="text-lg font-bold text-slate-900">Servizi</h2>
        <dl className="space-y-2 text-sm">
          {[
            ['Database (PostgreSQL)', database.status === 'up'],
            [`Event store (${eventStore.kind})`, eventStore.status === 'up'],
            ['Coda email (Redis)', queue.status === 'up'],
          ].map(([label, up]) => (
            <div key={String(label)} className="flex items-center justify-between gap-3">
              <dt>{label}</dt>
              <dd>
                <State up={Boolean(up)} />
              </dd>
            </div>
          ))}
          {queue.jobs.map((jobs) => (
            <div key={jobs.name} className="flex items-center justify-between gap-3">
              <dt>Coda «{jobs.name}»</dt>
              <dd className={jobs.failed > 0 ? 'font-semibold text-red-700' : 'font-semibold'}>
                {jobs.waiting + jobs.delayed} in attesa · {jobs.active} in corso · {jobs.failed} fallite
              </dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-3">
            <dt>Attivo da</dt>
            <dd className="font-semibold">{formatUptime(uptimeSeconds)}</dd>
          </div>
        </dl>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-bold text-slate-900">Servizio dati voli</h2>
        {stats.data ? (
          <p className="text-sm text-slate-700">
            Tasso di successo <strong>{successRate(stats.data.apiCalls)}</strong> su {stats.data.apiCalls.total} chiamate, tempo medio <strong>{averageTime(stats.data.apiCalls)}</strong>.
          </p>
        ) : (
          <Spinner />
        )}
      </Card>
      <FailedMessagesCard />
      {isAdmin ? (
        <ProjectionsCard />
      ) : (
        <Card className="space-y-3 lg:col-span-2">
          <h2 className="text-lg font-bold text-slate-900">Proiezioni e reattori</h2>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4">Nome</th>
                  <th className="py-2 pr-4">Tipo</th>
                  <th className="py-2 pr-4">Eventi applicati</th>
                  <th className="py-2 pr-4">Checkpoint</th>
                  <th className="py-2">Stato</th>
                </tr>
              </thead>
              <tbody>
                {readModels.map((model) => {
                  const state = readModelState(model);
                  return (
                    <tr key={model.name} className="border-t border-slate-100">
                      <td className="py-2 pr-4 font-mono text-xs">{model.name}</td>
                      <td className="py-2 pr-4">{model.kind === 'projection' ? 'Proiezione' : 'Reattore'}</td>
                      <td className="py-2 pr-4">{model.eventsApplied}</td>
                      <td className="py-2 pr-4 font-mono text-xs">{model.position ?? 'inizio'}</td>
                      <td className="py-2">
                        <State up={state.up} label={state.label} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      {isAdmin && <OperatorAuditCard />}
    </div>
  );
}
