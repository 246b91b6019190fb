import { Button } from '@/components/ui/button';
import { switchToVerifica } from '../events';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-center text-white">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="cta-title" className="text-3xl font-extrabold">
          Non lasciare i tuoi soldi alla compagnia aerea
        </h2>
        <p className="mt-4 text-lg text-brand-100">Verifica gratis il tuo volo in 2 minuti. Paghi solo in caso di successo.</p>
        <Button variant="outline" size="lg" className="mt-8 w-full sm:w-auto" onClick={switchToVerifica}>
          Verifica il tuo volo
        </Button>
      </div>
    </section>
  );
}
