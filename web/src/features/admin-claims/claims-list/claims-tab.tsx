import { useQuery } from '@tanstack/react-query';
import { Download, Search, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Input, Select } from '@/components/ui/field';
import { ADMIN_STATUSES, formatDateTime, formatDay, formatEuro, route, STATUS_LABELS, type AdminStatus } from '@/components/admin/format';
import { useUrlState } from '@/app/admin/use-url-state';
import { claimListQuery, CLAIMS_PAGE_SIZE, type AdminClaim, type ClaimListSort } from '../api/claims';
import { StatusBadge } from '../components/status-badge';
import { DuplicateBadge } from './duplicate-badge';
import { BulkActionsBar, type SelectedClaim } from './bulk-actions-bar';
import { ClaimDialog } from './claim-dialog';
import { SilenceCell } from './silence-cell';
import { countOf } from '@contracts/plural';
import type { NextDeadline } from '@contracts/admin-claims';
import { italianToday } from '@eligibility';

export interface ClaimsTabProps {
  selectedClaimId: number | undefined;
  onSelectClaim: (id: number) => void;
}

const SEARCH_DELAY_MS = 300;

/** The column each order sorts by, and which way (the longest silence is the oldest last event). */
const SORTED_COLUMN: Record<ClaimListSort, string> = { newest: 'Pratica', silence: 'Silenzio' };
const SORT_DIRECTION: Record<ClaimListSort, 'ascending' | 'descending'> = { newest: 'descending', silence: 'descending' };

/** Merged so the list fits a 1366 px screen: the practice with its creation, the flight with its day. */
const COLUMNS = ['Pratica', 'Passeggero', 'Volo', 'Importo', 'Stato', 'Silenzio', 'Assegnata a', 'Prossima scadenza', 'Azioni'];

const formatCount = (count: number) => count.toLocaleString('it-IT');

function claimsCount({ total, totalIsLowerBound }: { total: number; totalIsLowerBound: boolean }): string {
  if (totalIsLowerBound) return `Più di ${countOf(total, 'pratica', 'pratiche')}`;
  return countOf(total, 'pratica', 'pratiche');
}

function EmptyList({ filtered, status, mine }: { filtered: boolean; status: string; mine: boolean }) {
  if (!filtered) {
    return (
      <div className="py-10 text-center">
        <p className="font-semibold text-slate-900">Nessuna richiesta trovata</p>
        <p className="text-slate-600">Non ci sono ancora richieste nel sistema</p>
      </div>
    );
  }
  return (
    <div className="py-10 text-center">
      <p className="font-semibold text-slate-900">Nessuna pratica trovata</p>
      {mine && <p className="text-slate-600">Non hai pratiche assegnate con questi filtri.</p>}
      {status !== 'all' && <p className="text-slate-600">Nessuna pratica con stato «{STATUS_LABELS[status as AdminStatus]}» per questa ricerca.</p>}
    </div>
  );
}

function ClaimRow({ claim, selected, checked, silenceDays, onSelect, onCheck, onManage }: { claim: AdminClaim; selected: boolean; checked: boolean; silenceDays: number; onSelect: () => void; onCheck: () => void; onManage: () => void }) {
  // Always there from the server; a client older than the answer's shape still shows the row.
  const passengers = (claim.passengers as AdminClaim['passengers'] | undefined)?.length ?? 1;
  return (
    <tr aria-selected={selected} className={cn('border-t border-slate-100 align-top', selected ? 'bg-brand-50' : 'hover:bg-slate-50')} onClick={onSelect}>
      <td className="py-3 pl-3" onClick={(event) => event.stopPropagation()}>
        <input type="checkbox" className="size-4" aria-label={`Seleziona la pratica #${claim.practiceNumber}`} checked={checked} onChange={onCheck} />
      </td>
      <td className="py-3 pr-3 pl-2">
        <button type="button" className="font-mono font-semibold text-slate-900 underline-offset-2 hover:underline" aria-pressed={selected} aria-label={`Evidenzia la pratica #${claim.practiceNumber}`} onClick={(event) => { event.stopPropagation(); onSelect(); }}>
          #{claim.practiceNumber}
        </button>
        <p className="text-xs text-slate-600">{formatDateTime(claim.createdAt)}</p>
        <DuplicateBadge claim={claim} />
      </td>
      <td className="py-3 pr-3">
        <p className="font-medium break-words">
          {claim.passengerName}
          {passengers > 1 && <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">{passengers} passeggeri</span>}
        </p>
        <p className="text-xs break-all text-slate-600">{claim.email}</p>
      </td>
      <td className="py-3 pr-3">
        <p className="font-medium whitespace-nowrap">{claim.flightNumber}</p>
        <p className="text-xs text-slate-600">{route(claim)}</p>
        <p className="text-xs whitespace-nowrap text-slate-600">{formatDay(claim.flightDate)}</p>
      </td>
      <td className="py-3 pr-3">
        <AmountCell claim={claim} />
      </td>
      <td className="py-3 pr-3">
        <StatusBadge status={claim.adminStatus} />
      </td>
      <td className="py-3 pr-3">
        <SilenceCell silentDays={claim.silentDays} threshold={silenceDays} doItYourself={Boolean(claim.doItYourselfSince)} />
      </td>
      <td className="py-3 pr-3 break-words">{claim.assignedTo ?? <span className="text-slate-500">Non assegnata</span>}</td>
      <td className="py-3 pr-3">
        <DeadlineCell deadline={claim.nextDeadline ?? null} />
      </td>
      <td className="py-3 pr-3">
        <div className="flex flex-col items-stretch gap-1" onClick={(event) => event.stopPropagation()}>
          <Button size="sm" variant="secondary" onClick={onManage}>
            Gestisci
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href={`/admin/practice/${claim.id}`}>Dettagli</Link>
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The money that came in when the airline paid, else the amount set or the estimate, each labelled as what it is. */
function AmountCell({ claim }: { claim: AdminClaim }) {
  if (claim.actualCompensation !== null) return <p className="whitespace-nowrap text-emerald-800">ottenuti {formatEuro(claim.actualCompensation)}</p>;
  if (claim.compensationAmount !== null) return <p className="whitespace-nowrap">richiesti {formatEuro(claim.compensationAmount)}</p>;
  if (claim.estimatedCompensation !== null) return <p className="whitespace-nowrap text-slate-700">stima {formatEuro(claim.estimatedCompensation)}</p>;
  return <p className="text-slate-500">Da stimare</p>;
}

/** The claim's open task due soonest, red once its day has passed. */
function DeadlineCell({ deadline }: { deadline: NextDeadline | null }) {
  if (!deadline) return <span className="text-slate-500">Nessuna</span>;
  const overdue = deadline.dueOn < italianToday();
  return (
    <>
      <p className={cn('whitespace-nowrap', overdue ? 'font-semibold text-red-700' : 'text-slate-900')}>
        {formatDay(deadline.dueOn)}
        {overdue && ' (scaduta)'}
      </p>
      <p className="text-xs text-slate-600">{deadline.label}</p>
    </>
  );
}

/** The whole list as CSV with the filters on screen (every page, not just this one). */
function exportCsvUrl(q: string, status: string, mine: boolean): string {
  const search = new URLSearchParams();
  if (mine) search.set('assignee', 'me');
  if (q) search.set('q', q);
  if (status !== 'all') search.set('status', status);
  const query = search.toString();
  return `/api/admin/flight-checks/export.csv${query ? `?${query}` : ''}`;
}

/** The claim list: server-side search, status filter, order (newest or longest silence first) and paging, kept in the URL. */
export function ClaimsTab({ selectedClaimId, onSelectClaim }: ClaimsTabProps) {
  const [params, update] = useUrlState();
  const status = params.get('stato') ?? 'all';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const q = params.get('q') ?? '';
  const sort: ClaimListSort = params.get('ordine') === 'silenzio' ? 'silence' : 'newest';
  const mine = params.get('mie') === '1';
  const [text, setText] = useState(q);
  const [managed, setManaged] = useState<number>();
  const list = useQuery(claimListQuery({ q, status, page, sort, mine }));
  const [checked, setChecked] = useState<Map<number, SelectedClaim>>(new Map());
  const toggle = (claim: AdminClaim) =>
    setChecked((current) => {
      const next = new Map(current);
      if (next.has(claim.id)) next.delete(claim.id);
      else next.set(claim.id, { id: claim.id, version: claim.version, practiceNumber: claim.practiceNumber });
      return next;
    });
  const pageItems = list.data?.items ?? [];
  const allOnPage = pageItems.length > 0 && pageItems.every((claim) => checked.has(claim.id));
  const toggleAll = () =>
    setChecked((current) => {
      const next = new Map(current);
      for (const claim of pageItems) {
        if (allOnPage) next.delete(claim.id);
        else next.set(claim.id, { id: claim.id, version: claim.version, practiceNumber: claim.practiceNumber });
      }
      return next;
    });

  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const search = (value: string) => {
    setText(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ q: value.trim(), pagina: undefined }), SEARCH_DELAY_MS);
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / CLAIMS_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <div className="relative min-w-64 flex-[1_1_16rem]">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input type="search" aria-label="Cerca per numero pratica, nome, email o volo" placeholder="Cerca per numero pratica, nome, email o volo" className="pl-10" value={text} onChange={(event) => search(event.target.value)} />
        </div>
        <Select aria-label="Filtra per stato" className="sm:w-56" value={status} onChange={(event) => update({ stato: event.target.value === 'all' ? undefined : event.target.value, pagina: undefined })}>
          <option value="all">Tutti gli stati</option>
          {ADMIN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
        <Select aria-label="Ordina le pratiche" className="sm:w-64" value={sort} onChange={(event) => update({ ordine: event.target.value === 'silence' ? 'silenzio' : undefined, pagina: undefined })}>
          <option value="newest">Più recenti prima</option>
          <option value="silence">Silenzio più lungo prima</option>
        </Select>
        <Button variant={mine ? 'primary' : 'outline'} className="shrink-0" aria-pressed={mine} onClick={() => update({ mie: mine ? undefined : '1', pagina: undefined })}>
          <UserRound className="size-4" aria-hidden="true" />
          Le mie pratiche
        </Button>
        <Button asChild variant="outline" className="shrink-0">
          <a href={exportCsvUrl(q, status, mine)} download>
            <Download className="size-4" aria-hidden="true" />
            Esporta CSV
          </a>
        </Button>
      </div>
      {list.isPending && <Spinner label="Caricamento pratiche..." />}
      {list.isError && <p className="text-red-700">Impossibile caricare le pratiche: {list.error.message}</p>}
      {list.data && (
        <>
          <p className="text-sm text-slate-600">{claimsCount(list.data)}</p>
          <BulkActionsBar selected={[...checked.values()]} onDone={() => setChecked(new Map())} onClear={() => setChecked(new Map())} />
          {list.data.items.length === 0 ? (
            <EmptyList filtered={q !== '' || status !== 'all' || mine} status={status} mine={mine} />
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pl-3">
                      <input type="checkbox" className="size-4" aria-label="Seleziona tutte le pratiche della pagina" title="Seleziona tutte" checked={allOnPage} onChange={toggleAll} />
                    </th>
                    {COLUMNS.map((heading) => (
                      <th key={heading} scope="col" aria-sort={SORTED_COLUMN[sort] === heading ? SORT_DIRECTION[sort] : undefined} className="py-2 pr-3 first-of-type:pl-2">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((claim) => (
                    <ClaimRow key={claim.id} claim={claim} silenceDays={list.data.silenceDays} selected={claim.id === selectedClaimId} checked={checked.has(claim.id)} onCheck={() => toggle(claim)} onSelect={() => onSelectClaim(claim.id)} onManage={() => setManaged(claim.id)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav aria-label="Pagine" className="flex items-center justify-between gap-3 text-sm">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => update({ pagina: String(page - 1) })}>
                Precedente
              </Button>
              <span>
                Pagina {page} di {list.data.totalIsLowerBound ? `oltre ${formatCount(pages)}` : formatCount(pages)}
              </span>
              <Button size="sm" variant="outline" disabled={page >= pages && !list.data.totalIsLowerBound} onClick={() => update({ pagina: String(page + 1) })}>
                Successiva
              </Button>
            </nav>
          )}
        </>
      )}
      {managed !== undefined && <ClaimDialog claimId={managed} onClose={() => setManaged(undefined)} />}
    </div>
  );
}
