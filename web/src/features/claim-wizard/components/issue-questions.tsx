import type { Answer } from '@contracts/claim-vocabulary';
import {
  AIRLINE_REASON_LABELS,
  AIRLINE_REASONS,
  BROUGHT_FORWARD,
  BROUGHT_FORWARD_LABELS,
  CANCELLATION_NOTICE_LABELS,
  CANCELLATION_NOTICES,
  DENIED_BOARDING_GROUNDS,
  DENIED_BOARDING_GROUNDS_LABELS,
} from '@eligibility';
import { useId } from 'react';
import { DecimalInput, Field, FieldError, Input, Select } from '@/components/ui/field';
import type { IssueType } from '../wizard-constants';
import { issueQuestions, type DurationText, type IssueForm } from '../wizard-issue';
import type { FieldErrors } from '../wizard-validation';
import { AnswerQuestion, ChoiceQuestion } from './answer-question';

interface IssueQuestionsProps {
  issueType: IssueType | '';
  form: IssueForm;
  errors: FieldErrors;
  onChange: (change: Partial<IssueForm>) => void;
}

/** The questions that decide the amount, per problem: each answer moves the estimate below at once. */
export function IssueQuestions({ issueType, form, errors, onChange }: IssueQuestionsProps) {
  const asked = issueQuestions(issueType, form);
  const broughtForward = asked.flightBroughtForward && form.flightBroughtForward === 'over_1h';
  if (!Object.values(asked).some(Boolean)) return null;
  return (
    <section aria-labelledby="domande-importo" className="space-y-5 rounded-xl border border-slate-200 p-4">
      <div>
        <h3 id="domande-importo" className="font-semibold text-slate-900">
          Che cosa decide l’importo
        </h3>
        <p className="text-sm text-slate-600">Rispondi come ricordi: se non lo sai, scegli «Non lo so». Verifichiamo noi orari e circostanze.</p>
      </div>
      {asked.flightBroughtForward && (
        <ChoiceQuestion
          question="Il volo è stato anticipato rispetto all’orario previsto?"
          hint="Un volo anticipato di più di un’ora conta come cancellato."
          choices={BROUGHT_FORWARD}
          labels={BROUGHT_FORWARD_LABELS}
          value={form.flightBroughtForward}
          error={errors.flightBroughtForward}
          onChange={(flightBroughtForward) => onChange({ flightBroughtForward })}
        />
      )}
      {asked.arrivalDelay && (
        <DurationQuestion
          question={issueType === 'missed_connection' ? 'Con quanto ritardo sei arrivato alla destinazione finale?' : 'Con quanto ritardo sei arrivato a destinazione?'}
          hint="Rispetto all’orario di arrivo previsto. Puoi scrivere le ore anche con la virgola (3,5). Se sei arrivato in orario o in anticipo, scrivi 0."
          value={form.arrivalDelay}
          unknown={form.arrivalDelayUnknown}
          error={errors.arrivalDelay}
          onChange={(arrivalDelay) => onChange({ arrivalDelay, arrivalDelayUnknown: false })}
          onUnknown={(arrivalDelayUnknown) => onChange({ arrivalDelayUnknown })}
        />
      )}
      {asked.cancellationNotice && (
        <ChoiceQuestion
          question={broughtForward ? 'Quanto prima della partenza ti hanno avvisato del nuovo orario?' : 'Quanto prima della partenza ti hanno avvisato della cancellazione?'}
          hint="Con un avviso di 14 giorni o più il risarcimento non è dovuto; con meno conta anche il volo alternativo offerto."
          choices={CANCELLATION_NOTICES}
          labels={CANCELLATION_NOTICE_LABELS}
          value={form.cancellationNotice}
          error={errors.cancellationNotice}
          onChange={(cancellationNotice) => onChange({ cancellationNotice })}
        />
      )}
      {asked.rerouteOffered && (
        <AnswerQuestion
          question={broughtForward ? 'Ti hanno proposto di volare con il nuovo orario o con un altro volo?' : 'Ti hanno offerto un volo alternativo?'}
          hint={
            issueType === 'denied_boarding'
              ? 'Se il volo alternativo ti ha portato a destinazione poco dopo l’orario previsto, il risarcimento si dimezza.'
              : 'Gli orari del volo alternativo decidono se il risarcimento è dovuto, e se per intero.'
          }
          value={form.rerouteOffered}
          error={errors.rerouteOffered}
          onChange={(rerouteOffered: Answer) => onChange({ rerouteOffered })}
        />
      )}
      {asked.rerouteDepartedEarlier && (
        <DurationQuestion
          question="Quanto prima dell’orario originale partiva il volo alternativo?"
          hint="Scrivi 0 se partiva alla stessa ora o più tardi."
          value={form.rerouteDepartedEarlier}
          error={errors.rerouteDepartedEarlier}
          onChange={(rerouteDepartedEarlier) => onChange({ rerouteDepartedEarlier })}
        />
      )}
      {asked.rerouteArrivedLater && (
        <DurationQuestion
          question="Con quanto ritardo arrivava il volo alternativo rispetto all’orario originale?"
          hint="Scrivi 0 se arrivava in orario o prima."
          value={form.rerouteArrivedLater}
          error={errors.rerouteArrivedLater}
          onChange={(rerouteArrivedLater) => onChange({ rerouteArrivedLater })}
        />
      )}
      {asked.deniedBoardingVolunteered && (
        <AnswerQuestion
          question="Hai rinunciato al posto volontariamente?"
          hint="Ad esempio in cambio di un buono offerto dalla compagnia. Se ti hanno lasciato a terra contro la tua volontà, rispondi No."
          value={form.deniedBoardingVolunteered}
          error={errors.deniedBoardingVolunteered}
          onChange={(deniedBoardingVolunteered: Answer) => onChange({ deniedBoardingVolunteered })}
        />
      )}
      {asked.deniedBoardingGrounds && (
        <Field
          label="Perché ti hanno negato l’imbarco?"
          hint="Per motivi di salute, di sicurezza o per documenti non adeguati il risarcimento può non spettare: lo verifichiamo noi."
          error={errors.deniedBoardingGrounds}
        >
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={form.deniedBoardingGrounds}
              onChange={(event) => onChange({ deniedBoardingGrounds: DENIED_BOARDING_GROUNDS.find((ground) => ground === event.target.value) ?? '' })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              <option value="">Scegli il motivo</option>
              {DENIED_BOARDING_GROUNDS.map((ground) => (
                <option key={ground} value={ground}>
                  {DENIED_BOARDING_GROUNDS_LABELS[ground]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {asked.airlineReason && (
        <Field
          label="Che motivo ti ha dato la compagnia?"
          hint="Maltempo o controllo del traffico aereo possono essere circostanze eccezionali, ma spetta alla compagnia dimostrarle."
          error={errors.airlineReason}
        >
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={form.airlineReason}
              onChange={(event) => onChange({ airlineReason: AIRLINE_REASONS.find((reason) => reason === event.target.value) ?? '' })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              <option value="">Scegli il motivo</option>
              {AIRLINE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {AIRLINE_REASON_LABELS[reason]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </section>
  );
}

interface DurationQuestionProps {
  question: string;
  hint: string;
  value: DurationText;
  error?: string | undefined;
  onChange: (value: DurationText) => void;
  /** With «Non lo so»: whether it is ticked, and its change. */
  unknown?: boolean;
  onUnknown?: (unknown: boolean) => void;
}

/** Hours (decimal: «3,5» or «3.5») and minutes, and «Non lo so» where the passenger may not know. */
function DurationQuestion({ question, hint, value, error, onChange, unknown, onUnknown }: DurationQuestionProps) {
  const id = useId();
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-semibold text-slate-800">{question}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="block text-sm text-slate-700">
          Ore
          <DecimalInput className="mt-1 w-24" value={value.hours} placeholder="3,5" disabled={unknown} aria-invalid={Boolean(error)} onChange={(event) => onChange({ ...value, hours: event.target.value })} />
        </label>
        <label className="block text-sm text-slate-700">
          Minuti
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="mt-1 w-24"
            value={value.minutes}
            placeholder="0"
            disabled={unknown}
            aria-invalid={Boolean(error)}
            onChange={(event) => onChange({ ...value, minutes: event.target.value })}
          />
        </label>
        {onUnknown && (
          <label className="flex cursor-pointer items-center gap-2 pb-2.5 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" checked={unknown ?? false} onChange={(event) => onUnknown(event.target.checked)} />
            Non lo so
          </label>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
