import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { STEPS, type StepNumber } from '../wizard-constants';

interface StepIndicatorProps {
  current: StepNumber;
  canReach: (step: StepNumber) => boolean;
  isDone: (step: StepNumber) => boolean;
  onSelect: (step: StepNumber) => void;
}

/** The five circles; a circle is a button for any step the passenger may go to (back always, forward only over valid steps). */
export function StepIndicator({ current, canReach, isDone, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Passaggi della richiesta">
      <ol className="grid grid-cols-5 gap-1">
        {STEPS.map((step) => {
          const active = step.number === current;
          const done = !active && isDone(step.number);
          const reachable = canReach(step.number);
          return (
            <li key={step.number} className="relative flex flex-col items-center text-center">
              {step.number > 1 && (
                <span aria-hidden="true" className={cn('absolute top-5 right-1/2 h-0.5 w-full', step.number <= current ? 'bg-brand-600' : 'bg-slate-200')} />
              )}
              <button
                type="button"
                onClick={() => onSelect(step.number)}
                disabled={!reachable}
                aria-current={active ? 'step' : undefined}
                aria-label={`Passo ${step.number}: ${step.title}${done ? ', completato' : ''}`}
                className={cn(
                  'relative z-10 flex size-10 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors disabled:cursor-not-allowed',
                  active && 'border-brand-700 bg-brand-700 text-white',
                  done && 'border-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100',
                  !active && !done && 'border-slate-300 bg-white text-slate-600 enabled:hover:border-brand-600',
                )}
              >
                {done ? <Check className="size-5" aria-hidden="true" /> : step.number}
              </button>
              <span className={cn('mt-1.5 text-xs font-medium sm:text-sm', active ? 'text-brand-800' : 'text-slate-600')} aria-hidden="true">
                {step.title}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
