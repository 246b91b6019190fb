import type { LegalInfo } from '@contracts/legal-texts';
import { HEADLINE_PRICE } from '@eligibility';
import { Link } from 'wouter';
import { Wordmark } from './wordmark';

const LINKS = [
  ['/voli-ritardo', 'Voli in ritardo'],
  ['/voli-cancellati', 'Voli cancellati'],
  ['/overbooking', 'Overbooking'],
  ['/bagagli-smarriti', 'Bagagli smarriti'],
  ['/blog', 'Blog'],
  ['/verifica-stato', 'Verifica lo stato della pratica'],
  ['/area-riservata', 'Area riservata'],
] as const;

const LEGAL_LINKS = [
  ['/termini', 'Termini del servizio'],
  ['/privacy', 'Informativa privacy'],
  ['/cookie', 'Cookie'],
] as const;

function LinkList({ links, className }: { links: readonly (readonly [string, string])[]; className: string }) {
  return (
    <ul className={className}>
      {links.map(([href, label]) => (
        <li key={href}>
          <Link href={href} className="hover:text-brand-700">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The company as configured: until it answers (and in the pre-rendered HTML) the line waits, never a placeholder. */
function CompanyLine({ company }: { company: LegalInfo['company'] | undefined }) {
  if (!company) return <p aria-busy="true" className="min-h-4" />;
  return (
    <p data-testid="company-details">
      {company.sample && <strong className="text-amber-700">Società di esempio — dati non reali · </strong>}
      {company.name} · {company.address} · P. IVA {company.vatNumber} · {company.email}
    </p>
  );
}

export function SiteFooter({ company }: { company?: LegalInfo['company'] | undefined }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <Wordmark />
          <p className="text-sm text-slate-600">Ti aiutiamo a ottenere il risarcimento previsto dal Regolamento (CE) n. 261/2004 e dalla Convenzione di Montreal.</p>
        </div>
        <nav aria-label="Servizi" className="md:col-span-2">
          <LinkList links={LINKS} className="grid gap-2 text-sm font-medium text-slate-700 sm:grid-cols-2" />
        </nav>
      </div>
      <div className="space-y-3 border-t border-slate-200 py-5 text-center text-xs text-slate-500">
        <nav aria-label="Note legali">
          <LinkList links={LEGAL_LINKS} className="flex flex-wrap justify-center gap-x-5 gap-y-1 font-medium text-slate-600" />
        </nav>
        <CompanyLine company={company} />
        <p>© {new Date().getFullYear()} RimborsoVolo24 · rimborsovolo24.it · Compenso: {HEADLINE_PRICE} solo in caso di successo</p>
      </div>
    </footer>
  );
}
