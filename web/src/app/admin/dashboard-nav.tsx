import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';

export const SECTIONS = [
  ['panoramica', 'Panoramica'],
  ['pratiche', 'Pratiche'],
  ['messaggi', 'Messaggi'],
  ['attivita', 'Attività'],
  ['pagamenti', 'Pagamenti'],
  ['compagnie', 'Compagnie aeree'],
  ['pagella', 'Pagella compagnie'],
  ['statistiche', 'Statistiche'],
  ['eventi', 'Eventi'],
  ['monitoraggio', 'Monitoraggio'],
  ['template', 'Template e-mail'],
  ['operatori', 'Operatori'],
] as const;
export type Section = (typeof SECTIONS)[number][0];
export const ADMINS_ONLY: readonly Section[] = ['pagella', 'operatori', 'eventi'];

/** The sections by what the operator does there: the daily work first, then the data, then the system. */
const GROUPS: { label: string | null; sections: Section[] }[] = [
  { label: null, sections: ['panoramica'] },
  { label: 'Lavoro', sections: ['pratiche', 'messaggi', 'attivita', 'pagamenti'] },
  { label: 'Dati', sections: ['compagnie', 'pagella', 'statistiche'] },
  { label: 'Sistema', sections: ['eventi', 'monitoraggio', 'template', 'operatori'] },
];

const labelOf = (section: Section) => SECTIONS.find(([value]) => value === section)![1];

interface DashboardNavProps {
  current: Section;
  /** The sections this operator may open (admins see them all). */
  allowed: readonly Section[];
  /** A count shown beside a section (the passengers waiting in «Messaggi»). */
  counts: Partial<Record<Section, { value: number; label: string }>>;
}

/**
 * The operators' area's navigation: every section visible at once from 1024 px (a column beside the
 * content), behind a «Menu» button on a phone. Links, so back and forward move between sections.
 */
export function DashboardNav({ current, allowed, counts }: DashboardNavProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label="Sezioni dell’area operatori" className="lg:sticky lg:top-4 lg:w-52 lg:shrink-0">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 lg:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span>
          Menu <span className="font-normal text-slate-600">· {labelOf(current)}</span>
        </span>
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </button>
      <div id={listId} className={`${open ? 'block' : 'hidden'} mt-2 space-y-4 rounded-lg border border-slate-200 bg-white p-3 lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0`}>
        {GROUPS.map((group) => {
          const sections = group.sections.filter((section) => allowed.includes(section));
          if (sections.length === 0) return null;
          return (
            <div key={group.label ?? 'home'} className="space-y-1">
              {group.label && <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</p>}
              <ul className="space-y-0.5">
                {sections.map((section) => {
                  const count = counts[section];
                  const active = section === current;
                  return (
                    <li key={section}>
                      <Link
                        href={`/admin?tab=${section}`}
                        aria-current={active ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                        className={`flex items-center justify-between rounded-md px-3 py-1.5 text-sm ${active ? 'bg-brand-600 font-semibold text-white' : 'text-slate-800 hover:bg-slate-100'}`}
                      >
                        {labelOf(section)}
                        {count && count.value > 0 && (
                          <span className={`rounded-full px-2 text-xs font-bold ${active ? 'bg-white text-brand-700' : 'bg-red-600 text-white'}`} aria-label={count.label}>
                            {count.value}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
