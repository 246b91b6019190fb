import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { projectionsQuery, useRebuild, useRetry, useVerify, type ProjectionRow, type VerificationView } from '../api/projection-controls';
import { VerificationResult } from './verification-result';
import { countOf } from '@contracts/plural';

function lagText(row: ProjectionRow): string {
  if (!row.behind) return 'Aggiornata';
  const seconds = `da ${Math.round(row.lagSeconds)} s`;
  return row.lag === null ? `In ritardo ${seconds}` : `In ritardo di al più ${countOf(row.lag, 'evento', 'eventi')}, ${seconds}`;
}

function RebuildState({ row }: { row: ProjectionRow }) {
  const rebuild = row.rebuild;
  if (!rebuild) return null;
  if (rebuild.status === 'running') {
    const percent = rebuild.fraction === null ? undefined : Math.round(rebuild.fraction * 100);
    return (
      <div className="space-y-1">
        <div
          role="progressbar"
          aria-label={`Ricostruzione di ${row.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={percent === undefined ? countOf(rebuild.events, 'evento', 'eventi') : `${percent}%, ${countOf(rebuild.events, 'evento', 'eventi')}`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent ?? 50}%` }} />
        </div>
        <p className="text-xs text-slate-600">
          Ricostruzione in corso: {countOf(rebuild.events, 'evento', 'eventi')}{percent === undefined ? '' : ` (${percent}%)`}
        </p>
      </div>
    );
  }
  if (rebuild.status === 'completed') {
    return (
      <p className="text-xs text-green-800" role="status">
        Ricostruita da {countOf(rebuild.events, 'evento', 'eventi')} il {formatDateTime(rebuild.finishedAt!)} ({rebuild.operator.name})
      </p>
    );
  }
  return (
    <p className="text-xs text-red-700" role="alert">
      {rebuild.error}
    </p>
  );
}

function Stopped({ row }: { row: ProjectionRow }) {
  const failure = row.failure ?? (row.local?.failedEventId ? { eventId: row.local.failedEventId, error: row.local.error ?? '', at: null } : null);
  if (!failure) return null;
  return (
    <div className="space-y-1 text-xs text-red-800">
      <p>
        {row.failure ? 'Ferma' : 'In errore, riprova da sola'} all’evento{' '}
        <Link href={`/admin?tab=eventi&event=${failure.eventId}`} className="font-semibold underline">
          {row.failedEvent ? `${row.failedEvent.type} (${row.failedEvent.description})` : failure.eventId}
        </Link>
      </p>
      <p className="font-mono break-all">{failure.error}</p>
    </div>
  );
}

/** Each projection's and reactor's checkpoint and lag, and the controls of the CLI: rebuild, verify, retry. */
export function ProjectionsCard() {
  const projections = useQuery(projectionsQuery);
  const rebuild = useRebuild();
  const verify = useVerify();
  const retry = useRetry();
  const [verification, setVerification] = useState<VerificationView>();
  const [problem, setProblem] = useState<string>();
  const act = (mutation: typeof rebuild | typeof verify | typeof retry, name: string) => {
    setProblem(undefined);
    mutation.mutate(name, {
      onSuccess: (result) => {
        if (mutation === verify) setVerification(result as VerificationView);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Card className="space-y-3 lg:col-span-2">
      <h2 className="text-lg font-bold text-slate-900">Proiezioni e reattori</h2>
      {projections.isPending && <Spinner />}
      {projections.isError && <p className="text-red-700">Impossibile leggere le proiezioni: {projections.error.message}</p>}
      {problem && (
        <p className="text-sm font-semibold text-red-700" role="alert">
          {problem}
        </p>
      )}
      {verify.isPending && <Spinner label={`Verifica di ${verify.variables} in corso...`} />}
      {verification && <VerificationResult verification={verification} />}
      {projections.data && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4">Nome</th>
                <th className="py-2 pr-4">Tipo</th>
                <th className="py-2 pr-4">Eventi applicati</th>
                <th className="py-2 pr-4">Checkpoint</th>
                <th className="py-2 pr-4">Stato</th>
                <th className="py-2">Azioni</th>
              </tr>
            </thead>
            <tbody>
              {projections.data.projections.map((row) => (
                <tr key={row.name} className="border-t border-slate-100 align-top" data-projection={row.name}>
                  <td className="py-2 pr-4 font-mono text-xs">{row.name}</td>
                  <td className="py-2 pr-4">{row.kind === 'projection' ? 'Proiezione' : 'Reattore'}</td>
                  <td className="py-2 pr-4">{row.eventsApplied}</td>
                  <td className="py-2 pr-4 font-mono text-xs">{row.position ?? 'inizio'}</td>
                  <td className="min-w-48 space-y-1 py-2 pr-4">
                    <p className={row.failure ? 'font-semibold text-red-700' : ''}>{row.failure ? 'Ferma su un errore' : lagText(row)}</p>
                    <Stopped row={row} />
                    <RebuildState row={row} />
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      {row.kind === 'projection' && (
                        <>
                          <Button size="sm" variant="outline" disabled={row.rebuild?.status === 'running' || (rebuild.isPending && rebuild.variables === row.name)} onClick={() => act(rebuild, row.name)} aria-label={`Ricostruisci ${row.name}`}>
                            Ricostruisci
                          </Button>
                          <Button size="sm" variant="outline" disabled={verify.isPending} onClick={() => act(verify, row.name)} aria-label={`Verifica ${row.name}`}>
                            Verifica
                          </Button>
                        </>
                      )}
                      {row.failure && row.runsHere && (
                        <Button size="sm" variant="secondary" disabled={retry.isPending} onClick={() => act(retry, row.name)} aria-label={`Riprendi ${row.name}`}>
                          Riprendi
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
