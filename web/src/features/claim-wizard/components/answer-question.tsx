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

/** A yes / no / "non lo so" question. */
export function AnswerQuestion(props: AnswerQuestionProps) {
  return <ChoiceQuestion {...props} choices={ANSWERS} labels={ANSWER_LABELS} />;
}

interface ChoiceQuestionProps<Choice extends string> {
  question: string;
  hint: string;
  choices: readonly Choice[];
  labels: Readonly<Record<Choice, string>>;
  value: Choice | '';
  error?: string | undefined;
  onChange: (choice: Choice) => void;
}

/** One choice among a few, as a radio group with its hint and error read by screen readers. */
export function ChoiceQuestion<Choice extends string>({ question, hint, choices, labels, value, error, onChange }: ChoiceQuestionProps<Choice>) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-semibold text-slate-800">{question}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              value === choice ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-600',
            )}
          >
            <input type="radio" name={id} className="size-4 accent-brand-700" checked={value === choice} onChange={() => onChange(choice)} />
            {labels[choice]}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
