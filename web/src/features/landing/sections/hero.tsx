import { Button } from '@/components/ui/button';
import { MAX_AMOUNT } from '@/content/eu261-amounts';
import { HeroFlightCheck } from '../flight-check/hero-flight-check';
import type { OpenWizard } from '../flight-check/wizard-handoff';

export function Hero({ onOpenCalculator, openWizard }: { onOpenCalculator: () => void; openWizard: OpenWizard }) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
        <p className="inline-flex rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">Regolamento (CE) n. 261/2004</p>
        <h1 id="hero-title" className="mx-auto mt-5 max-w-3xl text-3xl leading-tight font-extrabold text-balance text-slate-900 sm:text-5xl">
          Volo in ritardo, cancellato o in overbooking?
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 sm:text-xl">
          Ottieni fino a <strong className="text-brand-700">{MAX_AMOUNT}</strong> di risarcimento secondo il Regolamento. La verifica è gratuita: paghi il 25 % + IVA (30,5 % IVA inclusa) solo in
          caso di successo.
        </p>
        <HeroFlightCheck openWizard={openWizard} />
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button variant="outline" size="lg" onClick={onOpenCalculator}>
            Calcola il risarcimento
          </Button>
          {/* A plain link, not the router's: the spec wants a full-page load of /verifica-stato. */}
          <Button variant="ghost" size="lg" asChild>
            <a href="/verifica-stato">Verifica stato pratica</a>
          </Button>
        </div>
        <ul className="mt-8 flex flex-col items-center justify-center gap-2 text-sm font-medium text-slate-700 sm:flex-row sm:gap-6">
          <li>✓ Verifica in 2 minuti</li>
          <li>✓ Nessun costo anticipato</li>
          <li>✓ Paghi solo se ottieni il rimborso</li>
        </ul>
      </div>
    </section>
  );
}
