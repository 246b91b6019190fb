import type { Answer } from '@contracts/claim-vocabulary';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { asksSingleBooking } from '../wizard-estimate';
import { ISSUE_TYPE_LABELS, ISSUE_TYPES } from '../wizard-constants';
import type { PassengerData } from '../wizard-progress';
import type { FieldErrors, FieldName } from '../wizard-validation';
import { AnswerQuestion } from './answer-question';

interface PassengerStepProps {
  passenger: PassengerData;
  singleBooking: Answer | '';
  errors: FieldErrors;
  onChange: (change: Partial<PassengerData>) => void;
  onSingleBooking: (answer: Answer) => void;
  onBlur: (field: FieldName) => void;
}

export function PassengerStep({ passenger, singleBooking, errors, onChange, onSingleBooking, onBlur }: PassengerStepProps) {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">I tuoi dati servono per aprire la pratica e inviarti il numero di pratica e gli aggiornamenti.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome e cognome" error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="name"
              value={passenger.name}
              onChange={(event) => onChange({ name: event.target.value })}
              onBlur={() => onBlur('name')}
              maxLength={200}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required="true"
            />
          )}
        </Field>
        <Field label="Email" error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={passenger.email}
              onChange={(event) => onChange({ email: event.target.value })}
              onBlur={() => onBlur('email')}
              maxLength={254}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required="true"
            />
          )}
        </Field>
        <Field label="Telefono (facoltativo)" error={errors.phone}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              autoComplete="tel"
              value={passenger.phone}
              onChange={(event) => onChange({ phone: event.target.value })}
              maxLength={40}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label="Che cosa è successo?" error={errors.issueType}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={passenger.issueType}
              onChange={(event) => onChange({ issueType: event.target.value as PassengerData['issueType'] })}
              onBlur={() => onBlur('issueType')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required="true"
            >
              <option value="">Seleziona il problema</option>
              {ISSUE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ISSUE_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {asksSingleBooking(passenger.issueType) && (
        <AnswerQuestion
          question="I voli erano tutti su un’unica prenotazione?"
          hint="Con un’unica prenotazione conta il ritardo all’arrivo alla destinazione finale. Con prenotazioni separate conta solo il volo arrivato in ritardo: in quel caso scrivi nei dettagli quale volo era e con quante ore di ritardo è arrivato."
          value={singleBooking}
          error={errors.singleBooking}
          onChange={onSingleBooking}
        />
      )}
      <Field label="Dettagli (facoltativo)" hint="Ad esempio: ore di ritardo all’arrivo, motivo comunicato dalla compagnia, volo alternativo offerto." error={errors.issueDetails}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            value={passenger.issueDetails}
            onChange={(event) => onChange({ issueDetails: event.target.value })}
            maxLength={5000}
            rows={4}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
    </div>
  );
}
