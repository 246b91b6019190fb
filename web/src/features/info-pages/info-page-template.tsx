import { ArrowRight, Check, Home, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { PageMeta } from '@/app/page-meta';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { euro, HALVED_AMOUNTS, LONG_HAUL_AMOUNT, MEDIUM_HAUL_AMOUNT, MEDIUM_HAUL_KM, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '@/content/eu261-amounts';

export type CtaLabel = 'Richiedi il risarcimento' | 'Richiedi la compensazione';

export interface InfoPageProps {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: ReactNode; highlights?: string[] };
  cta: CtaLabel;
  closing: { title: string; text: string };
  children: ReactNode;
}

/** The shared look of the information pages: hero with the claim button, the page's sections, a closing call to action. */
export function InfoPage({ meta, hero, cta, closing, children }: InfoPageProps) {
  usePageMeta(meta);
  return (
    <article>
      <header className="bg-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold sm:text-5xl">{hero.title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-white">{hero.lead}</div>
          {hero.highlights && (
            <ul className="mt-6 flex flex-wrap gap-2">
              {hero.highlights.map((text) => (
                <li key={text} className="rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold text-white">
                  {text}
                </li>
              ))}
            </ul>
          )}
          <Button asChild variant="outline" size="lg" className="mt-8 w-full sm:w-auto">
            <Link href="/verifica-rimborso">
              {cta}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:py-16">{children}</div>

      <section aria-labelledby="info-closing" className="border-t border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
          <h2 id="info-closing" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {closing.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{closing.text}</p>
          <p className="mt-2 text-sm text-slate-700">Verifica gratuita in 2 minuti • Paghi solo in caso di successo: 25 % + IVA (30,5 % IVA inclusa)</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="secondary" size="lg">
              <Link href="/verifica-rimborso">
                {cta}
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/">
                <Home className="size-5" aria-hidden="true" />
                Torna alla Home
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </article>
  );
}

export function InfoSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-3xl text-slate-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}>{children}</div>;
}

export function InfoCard({ icon: Icon, title, children, tone = 'default' }: { icon?: LucideIcon; title: string; children: ReactNode; tone?: 'default' | 'positive' | 'negative' }) {
  return (
    <div
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm',
        tone === 'positive' && 'border-green-200',
        tone === 'negative' && 'border-red-200',
        tone === 'default' && 'border-slate-200',
      )}
    >
      {Icon && (
        <span className="mb-3 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
          <Icon className="size-5" />
        </span>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-2 text-slate-700">{children}</div>
    </div>
  );
}

export function CheckList({ items, tone = 'positive' }: { items: ReactNode[]; tone?: 'positive' | 'negative' }) {
  const Icon = tone === 'positive' ? Check : X;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2">
          <Icon className={cn('mt-0.5 size-5 shrink-0', tone === 'positive' ? 'text-green-700' : 'text-red-700')} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface TierRow {
  distance: string;
  amount: string;
  note?: string;
}

/** The distance bands as a real table (scrolls sideways on narrow phones rather than squeezing). */
export function CompensationTable({ caption, rows, amountHeader = 'Risarcimento' }: { caption: string; rows: TierRow[]; amountHeader?: string }) {
  const withNotes = rows.some((row) => row.note);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[18rem] text-left">
        <caption className="px-5 pt-4 text-left text-sm font-semibold text-slate-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="px-5 py-3 font-semibold">
              Distanza del volo
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {amountHeader}
            </th>
            {withNotes && (
              <th scope="col" className="hidden px-5 py-3 font-semibold sm:table-cell">
                Note
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.distance} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                {row.distance}
                {row.note && <span className="mt-1 block text-sm font-normal text-slate-600 sm:hidden">{row.note}</span>}
              </th>
              <td className="px-5 py-3 text-xl font-bold whitespace-nowrap text-brand-700">{row.amount}</td>
              {withNotes && <td className="hidden px-5 py-3 text-sm text-slate-600 sm:table-cell">{row.note}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Art. 7(1) of Regulation (EC) No 261/2004, great-circle distance. */
export const EU261_TIERS: TierRow[] = [
  { distance: `Fino a ${SHORT_HAUL_KM} km`, amount: euro(SHORT_HAUL_AMOUNT), note: 'Es. Milano–Parigi, Roma–Amburgo' },
  { distance: `Voli UE oltre ${SHORT_HAUL_KM} km; altri voli tra ${SHORT_HAUL_KM} e ${MEDIUM_HAUL_KM} km`, amount: euro(MEDIUM_HAUL_AMOUNT), note: 'Es. Roma–Helsinki, Milano–Il Cairo' },
  { distance: `Voli extra-UE oltre ${MEDIUM_HAUL_KM} km`, amount: euro(LONG_HAUL_AMOUNT), note: 'Es. Roma–New York' },
];

/** Art. 7(2): halved when a re-routed flight (cancellation, denied boarding) arrives late by no more than these hours. */
export const HALF_TIERS: TierRow[] = [
  { distance: `Fino a ${SHORT_HAUL_KM} km`, amount: euro(HALVED_AMOUNTS.short), note: 'Volo alternativo in arrivo con un ritardo non superiore a 2 ore' },
  { distance: `Voli UE oltre ${SHORT_HAUL_KM} km; altri voli tra ${SHORT_HAUL_KM} e ${MEDIUM_HAUL_KM} km`, amount: euro(HALVED_AMOUNTS.medium), note: 'Volo alternativo in arrivo con un ritardo non superiore a 3 ore' },
  { distance: `Voli extra-UE oltre ${MEDIUM_HAUL_KM} km`, amount: euro(HALVED_AMOUNTS.long), note: 'Volo alternativo in arrivo con un ritardo non superiore a 4 ore' },
];

/**
 * Art. 7(2) on a delay (Sturgeon ¶63): nothing is due under 3 hours at arrival, so the 2-hour limit
 * never halves a short flight's delay, and the 3-hour one only a delay of exactly 3 hours.
 */
export const DELAY_HALF_TIERS: TierRow[] = [
  { distance: `Fino a ${SHORT_HAUL_KM} km`, amount: euro(SHORT_HAUL_AMOUNT), note: 'Nessuna riduzione: da 3 ore di ritardo all’arrivo spetta l’importo pieno' },
  { distance: `Voli UE oltre ${SHORT_HAUL_KM} km; altri voli tra ${SHORT_HAUL_KM} e ${MEDIUM_HAUL_KM} km`, amount: euro(HALVED_AMOUNTS.medium), note: 'Solo con un ritardo all’arrivo di 3 ore esatte; da 3 ore e un minuto spetta l’importo pieno' },
  { distance: `Voli extra-UE oltre ${MEDIUM_HAUL_KM} km`, amount: euro(HALVED_AMOUNTS.long), note: 'Ritardo all’arrivo da 3 a 4 ore (4 ore esatte comprese); da 4 ore e un minuto spetta l’importo pieno' },
];
