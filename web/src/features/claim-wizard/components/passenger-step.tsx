import type { Answer } from '@contracts/claim-vocabulary';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { asksSingleBooking } from '../wizard-estimate';
import { ISSUE_TYPE_LABELS, ISSUE_TYPES } from '../wizard-constants';
import type { CompanionData, PassengerData } from '../wizard-progress';
import { passengerField, type FieldErrors, type FieldName } from '../wizard-validation';
import { AnswerQuestion } from './answer-question';
import { BookingPassengers, MinorBadge } from './booking-passengers';

interface PassengerStepProps {
  passenger: PassengerData;
  singleBooking: Answer | '';
  bookingReference: string;
  companions: CompanionData[];
  flightDate: string;
  today: string;
  errors: FieldErrors;
  onChange: (change: Partial<PassengerData>) => void;
  onSingleBooking: (answer: Answer) => void;
  onBlur: (field: FieldName) => void;
  onBookingReference: (value: string) => void;
  onAddCompanion: () => void;
  onCompanion: (key: string, change: Partial<Omit<CompanionData, 'key'>>) => void;
  onRemoveCompanion: (key: string) => void;
}

export function PassengerStep(props: PassengerStepProps) {
  const { passenger, singleBooking, errors, onChange, onSingleBooking, onBlur, today } = props;
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
        <Field label="Data di nascita" hint="Serve per la delega: per un minorenne firma un genitore o tutore." error={errors[passengerField(0, 'dateOfBirth')]}>
          {({ id, describedBy, invalid }) => (
            <div className="flex items-center gap-2">
              <Input
                id={id}
                type="date"
                autoComplete="bday"
                min="1900-01-01"
                max={today}
                value={passenger.dateOfBirth}
                onChange={(event) => onChange({ dateOfBirth: event.target.value })}
                onBlur={() => onBlur(passengerField(0, 'dateOfBirth'))}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required="true"
              />
              <MinorBadge dateOfBirth={passenger.dateOfBirth} today={today} />
            </div>
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
      <BookingPassengers
        ownName={passenger.name}
        ownDateOfBirth={passenger.dateOfBirth}
        companions={props.companions}
        bookingReference={props.bookingReference}
        flightDate={props.flightDate}
        today={today}
        errors={errors}
        onBookingReference={props.onBookingReference}
        onAdd={props.onAddCompanion}
        onChange={props.onCompanion}
        onRemove={props.onRemoveCompanion}
      />
      <Field label="Dettagli (facoltativo)" hint="Ad esempio: che cosa ti hanno detto in aeroporto, l’assistenza ricevuta. Ritardo, avviso e volo alternativo li chiediamo nel riepilogo." error={errors.issueDetails}>
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
