import { UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../ui/button';
import { Wordmark } from './wordmark';

/** Short on a phone, so the header keeps to one line. */
const VerificaLabel = () => (
  <>
    <span className="sm:hidden">Verifica</span>
    <span className="hidden sm:inline">Verifica il tuo volo</span>
  </>
);

/** On the home page the anchors scroll; elsewhere they lead back to the home page's sections. */
export function SiteHeader() {
  const anchors = [
    ['#come-funziona', 'Come funziona'],
    ['#diritti', 'I tuoi diritti'],
    ['#faq', 'FAQ'],
  ] as const;
  const [location] = useLocation();
  const openVerifica = () => window.dispatchEvent(new Event('switchToVerifica'));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Wordmark />
        <nav aria-label="Principale" className="hidden items-center gap-6 text-sm font-semibold text-slate-700 md:flex">
          {anchors.map(([hash, label]) => (
            <a key={hash} href={`/${hash}`} className="hover:text-brand-700">
              {label}
            </a>
          ))}
          <Link href="/blog" className="hover:text-brand-700">
            Blog
          </Link>
          <Link href="/area-riservata" className="hover:text-brand-700">
            Area riservata
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <Link href="/area-riservata" aria-label="Area riservata" className="flex size-9 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 md:hidden">
            <UserRound className="size-5" aria-hidden="true" />
          </Link>
          {location === '/' ? (
            <Button size="sm" onClick={openVerifica}>
              <VerificaLabel />
            </Button>
          ) : (
            <Button size="sm" asChild>
              <Link href="/verifica-rimborso">
                <VerificaLabel />
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
