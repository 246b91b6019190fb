import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { QUIZ_QUESTIONS, quizVerdict, type QuizQuestion } from './questions';
import { useQuiz } from './use-quiz';
import { countOf } from '@contracts/plural';

const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The quiz tab: 8 questions, one at a time, then the score and a verdict (spec §2, §4, §9). */
export function RightsQuiz({ questions = QUIZ_QUESTIONS }: { questions?: readonly QuizQuestion[] }) {
  const { state, select, confirm, next, restart } = useQuiz(questions);
  const baseId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the quiz only after the user acted, never on mount (the tab opening keeps its focus).
  const moveFocus = useRef(false);
  const view = state.finished ? 'results' : state.index;
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [view]);

  // «Conferma la risposta» gives way to «Prossima domanda»: keyboard focus moves to it, not to the page.
  useEffect(() => {
    if (state.confirmed) actionsRef.current?.querySelector('button')?.focus();
  }, [state.confirmed]);

  const total = questions.length;
  const question = questions[state.index];

  if (state.finished || !question) {
    const percentage = Math.round((state.score / total) * 100);
    return (
      <Card className="mx-auto max-w-2xl text-center">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          Quiz completato!
        </h3>
        <p className="mt-4 text-5xl font-extrabold text-brand-700">
          {state.score}/{total}
        </p>
        <p className="mt-1 text-slate-700">{percentage}% di risposte corrette</p>
        <p className="mt-4 inline-flex rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-100">{quizVerdict((state.score / total) * 100)}</p>
        <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-left">
          <p className="font-bold text-brand-800">Lo sapevi?</p>
          <p className="mt-1 text-slate-800">
            Oltre l&apos;80% dei passeggeri non conosce i propri diritti in caso di ritardo, cancellazione o overbooking. Ora sai come farli valere!
          </p>
        </div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            variant="outline"
            onClick={() => {
              moveFocus.current = true;
              restart();
            }}
          >
            Ripeti il quiz
          </Button>
          <Button variant="secondary" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            Verifica il tuo volo
          </Button>
        </div>
      </Card>
    );
  }

  const isLast = state.index === total - 1;
  const answered = state.index + (state.confirmed ? 1 : 0);
  const wasCorrect = state.selected === question.correct;
  const questionId = `${baseId}-question`;

  return (
    <Card className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between gap-4 text-sm font-semibold text-slate-700">
        <span>
          Domanda {state.index + 1} di {total}
        </span>
        <span>Punteggio: {state.score}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Avanzamento del quiz"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`${countOf(answered, 'domanda', 'domande')} su ${total}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${(answered / total) * 100}%` }} />
      </div>

      <h3 id={questionId} ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-bold text-slate-900">
        {question.question}
      </h3>
      <div role="radiogroup" aria-labelledby={questionId} className="mt-4 space-y-3">
        {question.options.map((option, index) => {
          const isCorrect = state.confirmed && index === question.correct;
          const isWrongChoice = state.confirmed && index === state.selected && !wasCorrect;
          return (
            <label
              key={option}
              className={cn(
                'flex items-center gap-3 rounded-xl border-2 px-4 py-3 text-slate-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500',
                isCorrect
                  ? 'border-green-700 bg-green-50'
                  : isWrongChoice
                    ? 'border-red-700 bg-red-50'
                    : state.confirmed
                      ? 'border-slate-200 bg-white'
                      : 'cursor-pointer border-slate-200 bg-white hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name={`${baseId}-answer`}
                value={index}
                checked={state.selected === index}
                disabled={state.confirmed}
                onChange={() => select(index)}
                className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span aria-hidden="true" className="font-bold text-slate-700">
                {OPTION_LETTERS[index]}
              </span>
              <span className="flex-1">
                {option}
                {isCorrect && <span className="block text-sm font-bold text-green-800">✓ Risposta corretta</span>}
                {isWrongChoice && <span className="block text-sm font-bold text-red-800">✗ La tua risposta</span>}
              </span>
            </label>
          );
        })}
      </div>

      <div aria-live="polite">
        {state.confirmed && (
          <div className={cn('mt-5 rounded-xl border p-4', wasCorrect ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50')}>
            <p className={cn('text-lg font-bold', wasCorrect ? 'text-green-800' : 'text-red-800')}>{wasCorrect ? 'Corretto!' : 'Sbagliato!'}</p>
            <p className="mt-1 text-slate-800">{question.explanation}</p>
            <p className="mt-2 text-slate-800">
              <span className="font-bold">Consiglio:</span> {question.tip}
            </p>
          </div>
        )}
      </div>

      <div ref={actionsRef} className="mt-6 flex justify-end">
        {state.confirmed ? (
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            onClick={() => {
              moveFocus.current = true;
              next();
            }}
          >
            {isLast ? 'Vedi i risultati' : 'Prossima domanda'}
          </Button>
        ) : (
          <Button variant="secondary" className="w-full sm:w-auto" disabled={state.selected === null} onClick={confirm}>
            Conferma la risposta
          </Button>
        )}
      </div>
    </Card>
  );
}
