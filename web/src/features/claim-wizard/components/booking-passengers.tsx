import { isMinorOn, MAX_PASSENGERS } from '@contracts/claim-passengers';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Input } from '@/components/ui/field';
import type { CompanionData } from '../wizard-progress';
import { asksOwnTicket } from '../wizard-estimate';
import { passengerField, type FieldErrors } from '../wizard-validation';
import { InfantTicketQuestion } from './infant-ticket-question';
import { countOf } from '@contracts/plural';

interface BookingPassengersProps {
  /** Passenger 1, the person filling in: shown by name, their date of birth is asked next to their contact details. */
  ownName: string;
  ownDateOfBirth: string;
  companions: CompanionData[];
  bookingReference: string;
  /** The flight's day: a passenger under 2 on it is asked whether they had a ticket. */
  flightDate: string;
  today: string;
  errors: FieldErrors;
  onBookingReference: (value: string) => void;
  onAdd: () => void;
  onChange: (key: string, change: Partial<Omit<CompanionData, 'key'>>) => void;
  onRemove: (key: string) => void;
}

/** Whether a typed birth date makes the passenger a minor today (in Italy): a parent or guardian signs for them. */
const isMinorToday = (dateOfBirth: string, today: string) => /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && dateOfBirth <= today && isMinorOn(dateOfBirth, today);

/** «minorenne» next to a passenger under 18 today (in Italy): a parent or guardian signs for them. */
export function MinorBadge({ dateOfBirth, today }: { dateOfBirth: string; today: string }) {
  if (!isMinorToday(dateOfBirth, today)) return null;
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">minorenne</span>;
}

/** The booking reference and the booking's other passengers (2 to 9): add, fill in, remove. */
export function BookingPassengers({ ownName, ownDateOfBirth, companions, bookingReference, flightDate, today, errors, onBookingReference, onAdd, onChange, onRemove }: BookingPassengersProps) {
  const count = companions.length + 1;
  const full = count >= MAX_PASSENGERS;
  const added = useRef(companions.length);
  const list = useRef<HTMLOListElement>(null);
  const actions = useRef<HTMLDivElement>(null);

  // A passenger added: the cursor goes to their name. One removed: back to the button, never lost on the page.
  useEffect(() => {
    if (companions.length > added.current) list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    else if (companions.length < added.current) actions.current?.querySelector('button')?.focus();
    added.current = companions.length;
  }, [companions.length]);

  return (
    <section aria-labelledby="passeggeri-titolo" className="space-y-4 rounded-xl border border-slate-200 p-4">
      <div className="space-y-1">
        <h3 id="passeggeri-titolo" className="font-bold text-slate-900">
          Passeggeri della prenotazione
        </h3>
        <p className="text-sm text-slate-700">
          Puoi chiedere il risarcimento anche per chi viaggiava con te sulla stessa prenotazione (fino a {MAX_PASSENGERS} passeggeri): ognuno ha diritto al proprio importo.
        </p>
      </div>
      <Field
        label="Codice di prenotazione (PNR) (facoltativo)"
        hint="Sono 6 lettere o cifre (ad esempio X7K2QL): lo trovi nella email di conferma della prenotazione, sulla carta d’imbarco o nell’app della compagnia."
        error={errors.bookingReference}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            className="sm:max-w-56 uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={bookingReference}
            onChange={(event) => onBookingReference(event.target.value)}
            maxLength={12}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <ol ref={list} className="space-y-4" aria-label="Passeggeri">
        <li className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span className="font-semibold text-slate-900">Passeggero 1:</span>
          <span className="text-slate-800">{ownName.trim() || 'tu (inserisci nome e cognome qui sopra)'}</span>
          <MinorBadge dateOfBirth={ownDateOfBirth} today={today} />
        </li>
        {companions.map((companion, position) => {
          const index = position + 1;
          const label = `Passeggero ${index + 1}`;
          return (
            <li key={companion.key}>
              <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
                <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-slate-900">
                  {label} <MinorBadge dateOfBirth={companion.dateOfBirth} today={today} />
                </legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  <Field label="Nome e cognome" error={errors[passengerField(index, 'fullName')]}>
                    {({ id, describedBy, invalid }) => (
                      <Input
                        id={id}
                        autoComplete="off"
                        value={companion.fullName}
                        onChange={(event) => onChange(companion.key, { fullName: event.target.value })}
                        maxLength={200}
                        aria-describedby={describedBy}
                        aria-invalid={invalid}
                        aria-required="true"
                      />
                    )}
                  </Field>
                  <Field label="Data di nascita" error={errors[passengerField(index, 'dateOfBirth')]}>
                    {({ id, describedBy, invalid }) => (
                      <Input
                        id={id}
                        type="date"
                        min="1900-01-01"
                        max={today}
                        value={companion.dateOfBirth}
                        onChange={(event) => onChange(companion.key, { dateOfBirth: event.target.value })}
                        aria-describedby={describedBy}
                        aria-invalid={invalid}
                        aria-required="true"
                      />
                    )}
                  </Field>
                  <Field
                    label={isMinorToday(companion.dateOfBirth, today) ? 'Email (facoltativa)' : 'Email'}
                    hint={isMinorToday(companion.dateOfBirth, today) ? undefined : 'Per firmare il proprio mandato'}
                    error={errors[passengerField(index, 'email')]}
                  >
                    {({ id, describedBy, invalid }) => (
                      <Input
                        id={id}
                        type="email"
                        inputMode="email"
                        autoComplete="off"
                        value={companion.email}
                        onChange={(event) => onChange(companion.key, { email: event.target.value })}
                        maxLength={254}
                        aria-describedby={describedBy}
                        aria-invalid={invalid}
                        aria-required={!isMinorToday(companion.dateOfBirth, today)}
                      />
                    )}
                  </Field>
                </div>
                {asksOwnTicket(companion.dateOfBirth, flightDate) && (
                  <InfantTicketQuestion
                    who={companion.fullName.trim() || label.toLowerCase()}
                    value={companion.ownTicket ?? ''}
                    error={errors[passengerField(index, 'travelledFree')]}
                    onChange={(ownTicket) => onChange(companion.key, { ownTicket })}
                  />
                )}
                <Button variant="ghost" size="sm" onClick={() => onRemove(companion.key)} aria-label={`Rimuovi ${label.toLowerCase()}${companion.fullName.trim() ? ` (${companion.fullName.trim()})` : ''}`}>
                  <Trash2 className="size-4" aria-hidden="true" /> Rimuovi
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError id={undefined} error={errors.passengers} />
      <div ref={actions} className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onAdd} disabled={full}>
          <Plus className="size-4" aria-hidden="true" /> Aggiungi passeggero
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {countOf(count, 'passeggero', 'passeggeri')}
          {full && ` · massimo ${MAX_PASSENGERS} per richiesta`}
        </p>
      </div>
    </section>
  );
}
