import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { sessionQuery } from '@/app/admin/api/session';
import { useUrlState } from '@/app/admin/use-url-state';
import { AIRLINES_PAGE_SIZE, airlinesQuery, type AirlineView } from './api/airlines';
import { AirlineDetailPanel } from './airline-detail';
import { EuBadge } from './eu-badge';

/** «Compagnie aeree»: the carriers by code or name; every operator reads them, admins edit them. */
export function AirlinesTab() {
  const [params, update] = useUrlState();
  const q = params.get('compagnia-q') ?? '';
  const page = Math.max(1, Number(params.get('compagnia-pagina')) || 1);
  const [typed, setTyped] = useState(q);
  const missingContact = params.get('compagnia-senza-contatto') === '1';
  const selected = params.get('compagnia') ?? undefined;
  const list = useQuery(airlinesQuery(q, page, missingContact));
  const isAdmin = useQuery(sessionQuery).data?.role === 'admin';

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    update({ 'compagnia-q': typed.trim() || undefined, 'compagnia-pagina': undefined });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / AIRLINES_PAGE_SIZE)) : 1;

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="space-y-4">
        <h2 className="text-lg font-bold text-slate-900">Compagnie aeree</h2>
        <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={search}>
          <div className="min-w-48 flex-1">
            <Field label="Cerca per codice IATA/ICAO o nome">
              {({ id }) => <Input id={id} type="search" value={typed} placeholder="es. FR, RYR, Ryanair" onChange={(event) => setTyped(event.target.value)} />}
            </Field>
          </div>
          <Button type="submit">Cerca</Button>
        </form>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input type="checkbox" className="size-4" checked={missingContact} onChange={(event) => update({ 'compagnia-senza-contatto': event.target.checked ? '1' : undefined, 'compagnia-pagina': undefined })} />
          Solo compagnie senza contatto per i reclami
        </label>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p className="text-red-700">{problemMessage(list.error, 'Impossibile caricare le compagnie aeree.')}</p>
        ) : list.data.items.length === 0 ? (
          <p className="text-slate-600">Nessuna compagnia trovata{q ? ` per «${q}»` : ''}.</p>
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-600">
                  <tr>
                    <th className="py-2 pr-3">Codice</th>
                    <th className="py-2 pr-3">Nome</th>
                    <th className="py-2 pr-3">Paese</th>
                    <th className="py-2 pr-3">UE 261</th>
                    <th className="py-2 pr-3">Reclami</th>
                    <th className="py-2">
                      <span className="sr-only">Azioni</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((airline) => (
                    <tr key={airline.iataCode} className={airline.iataCode === selected ? 'border-t border-slate-100 bg-brand-50' : 'border-t border-slate-100'}>
                      <td className="py-2 pr-3 font-mono font-semibold">
                        {airline.iataCode}
                        {airline.icaoCode && <span className="ml-1 text-xs font-normal text-slate-500">{airline.icaoCode}</span>}
                      </td>
                      <td className="py-2 pr-3">{airline.name}</td>
                      <td className="py-2 pr-3">{airline.countryName ?? '—'}</td>
                      <td className="py-2 pr-3">
                        <EuBadge airline={airline} />
                      </td>
                      <td className="py-2 pr-3">{claimsRoute(airline)}</td>
                      <td className="py-2 text-right">
                        <Button size="sm" variant="outline" aria-label={`${isAdmin ? 'Modifica' : 'Apri'} ${airline.name}`} onClick={() => update({ compagnia: airline.iataCode })}>
                          {isAdmin ? 'Modifica' : 'Apri'}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="Pagine delle compagnie" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => update({ 'compagnia-pagina': String(page - 1) })}>
                Precedente
              </Button>
              <span>
                Pagina {page} di {pages} · {list.data.total} {list.data.total === 1 ? 'compagnia' : 'compagnie'}
              </span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => update({ 'compagnia-pagina': String(page + 1) })}>
                Successiva
              </Button>
            </nav>
          </>
        )}
      </Card>
      {selected ? (
        <AirlineDetailPanel key={selected} code={selected} canEdit={isAdmin} onClose={() => update({ compagnia: undefined })} />
      ) : (
        <Card>
          <p className="text-slate-600">Scegli una compagnia per vederne i dati{isAdmin ? ', modificarli' : ''} e la storia delle modifiche.</p>
        </Card>
      )}
    </div>
  );
}

function claimsRoute(airline: AirlineView) {
  if (airline.claimsEmail) return <span className="break-all">{airline.claimsEmail}</span>;
  if (airline.claimsWebFormUrl) return 'Modulo web';
  return <span className="text-slate-500">Da indicare</span>;
}
