import { ANSWER_LABELS, ANSWERS, type Answer } from '@contracts/claim-vocabulary';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field';

interface AnswerQuestionProps {
  question: string;
  hint: string;
  value: Answer | '';
  error?: string;
  onChange: (answer: Answer) => void;
}

/** A yes / no / "non lo so" question as a radio group, with its hint and error read by screen readers. */
export function AnswerQuestion({ question, hint, value, error, onChange }: AnswerQuestionProps) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-semibold text-slate-800">{question}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {ANSWERS.map((answer) => (
          <label
            key={answer}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              value === answer ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-600',
            )}
          >
            <input type="radio" name={id} className="size-4 accent-brand-700" checked={value === answer} onChange={() => onChange(answer)} />
            {ANSWER_LABELS[answer]}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
