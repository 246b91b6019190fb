import { versionDate } from '@contracts/legal-texts';
import type { ReactNode } from 'react';
import type { PageMeta } from '@/app/page-meta';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { useLegalInfo, type LegalInfo } from './api/legal-info';

const LONG_DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-24' → '24 novembre 2026'. */
export const longItalianDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

interface LegalPageProps {
  meta: PageMeta;
  title: string;
  subtitle?: string;
  version: string;
  /** Whether the page shows configured values (company, retention): then it says when they cannot be loaded. */
  usesConfiguration?: boolean;
  children: ReactNode;
}

/** The shared look of the privacy notice, the cookie page and the terms: title, version and date, sections. */
export function LegalPage({ meta, title, subtitle, version, usesConfiguration = false, children }: LegalPageProps) {
  usePageMeta(meta);
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:py-14">
      <header className="space-y-3 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
        {subtitle && <p className="text-lg text-slate-700">{subtitle}</p>}
        <p className="text-sm text-slate-600">
          Versione <span className="font-mono">{version}</span> · in vigore dal {longItalianDate(versionDate(version))}
        </p>
        {usesConfiguration && <ConfigurationNotice />}
      </header>
      <div className="space-y-10 text-slate-800">{children}</div>
    </article>
  );
}

function ConfigurationNotice() {
  const { isError, data } = useLegalInfo();
  if (data?.company.sample) {
    return (
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        Società di esempio — dati non reali: questa installazione non è configurata con i dati di una società.
      </p>
    );
  }
  if (!isError) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      Non riusciamo a caricare in questo momento i dati della società e i periodi di conservazione: ricarica la pagina tra poco.
    </p>
  );
}

/** A numbered section with its own heading, linkable by its id. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-3 leading-relaxed">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A value from the configuration, or a marked placeholder while it loads (and in the pre-rendered HTML). */
export function Configured({ pick }: { pick: (info: LegalInfo) => ReactNode }) {
  const { data } = useLegalInfo();
  if (!data) {
    return (
      <span className="inline-block min-w-16 rounded bg-slate-200 text-transparent" aria-busy="true">
        …<span className="sr-only">dato in caricamento</span>
      </span>
    );
  }
  return <strong className="font-semibold text-slate-900">{pick(data)}</strong>;
}

/** An e-mail address from the configuration, as a mailto link. */
export function ConfiguredEmail({ pick }: { pick: (info: LegalInfo) => string }) {
  return <Configured pick={(info) => <a href={`mailto:${pick(info)}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">{pick(info)}</a>} />;
}

export const List = ({ children }: { children: ReactNode }) => <ul className="list-disc space-y-2 pl-6">{children}</ul>;
