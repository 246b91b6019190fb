import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useClaimWizard } from '../use-claim-wizard';
import { chosenFlightNumber } from '../wizard-estimate';
import { LAST_STEP, remainingMinutes, STEPS, type StepNumber } from '../wizard-constants';
import type { DoItYourselfView } from '../api/do-it-yourself';
import { MandateStep } from './mandate-step';
import { ResultView } from './result-view';
import { StepContent } from './step-content';
import { StepIndicator } from './step-indicator';

const FADE_MS = 300;

export function ClaimWizard() {
  const wizard = useClaimWizard();
  const { progress, result } = wizard;
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After the submission, the mandate's signatures come before the final result.
  const [mandateDone, setMandateDone] = useState(false);
  const [doItYourself, setDoItYourself] = useState<DoItYourselfView>();
  const shownStep = useRef<StepNumber | 'mandate' | 'result'>(result ? 'result' : progress.step);

  // On a step change (not on arrival): a 300 ms fade, and focus on the new step's title for keyboard and screen-reader users.
  const view = result ? (mandateDone ? 'result' : 'mandate') : progress.step;
  useEffect(() => {
    if (shownStep.current === view) return;
    shownStep.current = view;
    heading.current?.focus();
    const element = panel.current;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (element && typeof element.animate === 'function' && !reduced) {
      element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
    }
  }, [view]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (progress.step === LAST_STEP) wizard.submit();
    else wizard.next();
  };

  const current = STEPS[progress.step - 1]!;
  const minutes = remainingMinutes(progress.step);

  return (
    <Card className="space-y-6 p-4 sm:p-6">
      <StepIndicator current={progress.step} canReach={wizard.canReach} isDone={wizard.isDone} onSelect={wizard.goTo} />
      <div ref={panel} className="min-h-[22rem]">
        {result && !mandateDone ? (
          <MandateStep
            ref={heading}
            claim={result}
            onDone={(chosen) => {
              setDoItYourself(chosen);
              setMandateDone(true);
            }}
          />
        ) : result ? (
          <ResultView
            ref={heading}
            claim={result}
            email={progress.passenger.email}
            flightNumber={chosenFlightNumber(progress)}
            doItYourself={doItYourself}
            onStartOver={() => {
              setMandateDone(false);
              setDoItYourself(undefined);
              wizard.startOver();
            }}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} aria-labelledby="step-title" className="space-y-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="step-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
                <span className="sr-only">Passo {progress.step} di 5: </span>
                {current.title}
              </h2>
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Clock className="size-4" aria-hidden="true" />
                Tempo stimato: circa {minutes} {minutes === 1 ? 'minuto' : 'minuti'}
              </p>
            </div>
            <StepContent wizard={wizard} />
            {progress.step < LAST_STEP && (
              <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
                {progress.step > 1 ? (
                  <Button variant="outline" onClick={() => wizard.goTo((progress.step - 1) as StepNumber)}>
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    Indietro
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" variant="secondary">
                  Continua
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              </div>
            )}
            {progress.step === LAST_STEP && (
              <div className="border-t border-slate-200 pt-5">
                <Button variant="outline" onClick={() => wizard.goTo(4)}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Indietro
                </Button>
              </div>
            )}
          </form>
        )}
      </div>
    </Card>
  );
}
