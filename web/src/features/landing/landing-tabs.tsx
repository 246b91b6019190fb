import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MAX_AMOUNT } from '@/content/eu261-amounts';

// The calculator and the quiz are tabs the page opens on neither: their code comes when the reader heads for one of them.
const loadCalculator = () => import('./calculator/compensation-calculator');
const loadQuiz = () => import('./quiz/rights-quiz');
const CompensationCalculator = lazy(() => loadCalculator().then(({ CompensationCalculator }) => ({ default: CompensationCalculator })));
const RightsQuiz = lazy(() => loadQuiz().then(({ RightsQuiz }) => ({ default: RightsQuiz })));

/** A tab whose content's code starts downloading as soon as the pointer or the keyboard reaches it. */
function ToolTrigger({ value, load, children }: { value: LandingTab; load: () => Promise<unknown>; children: ReactNode }) {
  const prefetch = () => void load();
  return (
    <TabsTrigger value={value} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch}>
      {children}
    </TabsTrigger>
  );
}

export const LANDING_TABS = ['verifica', 'calcolatore', 'quiz'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];
export const isLandingTab = (value: string): value is LandingTab => (LANDING_TABS as readonly string[]).includes(value);

export interface LandingTabsProps {
  tab: LandingTab;
  onTabChange: (tab: LandingTab) => void;
  sectionRef?: Ref<HTMLElement>;
}

/** Section #verifica: the three tools (spec §2, §4). The tab is the page's state, so the hero and the switchToVerifica event can pick it. */
export function LandingTabs({ tab, onTabChange, sectionRef }: LandingTabsProps) {
  return (
    <section id="verifica" ref={sectionRef} aria-labelledby="verifica-title" className="scroll-mt-20 py-14">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="verifica-title" className="text-center text-3xl font-extrabold text-slate-900">
          Scopri se hai diritto al risarcimento
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">Verifica il tuo volo, calcola quanto ti spetta o mettiti alla prova con il quiz.</p>
        <Tabs value={tab} onValueChange={(value) => isLandingTab(value) && onTabChange(value)} className="mt-8">
          <TabsList aria-label="Strumenti gratuiti" className="mx-auto max-w-xl">
            <TabsTrigger value="verifica">Verifica</TabsTrigger>
            <ToolTrigger value="calcolatore" load={loadCalculator}>
              Calcolatore
            </ToolTrigger>
            <ToolTrigger value="quiz" load={loadQuiz}>
              Quiz
            </ToolTrigger>
          </TabsList>
          <TabsContent value="verifica">
            <Card className="mx-auto max-w-2xl text-center">
              <h3 className="text-2xl font-bold text-slate-900">Verifica gratuita del tuo volo</h3>
              <p className="mt-3 text-slate-700">
                {`Ritardo di almeno 3 ore, cancellazione o imbarco negato? Inserisci aeroporti, data e volo: in 2 minuti sai se hai diritto fino a ${MAX_AMOUNT} di risarcimento.`}
              </p>
              <ul className="mx-auto mt-5 max-w-md space-y-2 text-left text-slate-800">
                <li>✓ Verifica gratuita e senza impegno</li>
                <li>✓ In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso.</li>
                <li>✓ Paghi il 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo</li>
              </ul>
              <Button variant="secondary" className="mt-6 w-full sm:w-auto" asChild>
                <Link href="/verifica-rimborso">Inizia la verifica gratuita</Link>
              </Button>
            </Card>
          </TabsContent>
          <TabsContent value="calcolatore">
            <Suspense fallback={<Spinner />}>
              <CompensationCalculator />
            </Suspense>
          </TabsContent>
          <TabsContent value="quiz">
            <Suspense fallback={<Spinner />}>
              <RightsQuiz />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
