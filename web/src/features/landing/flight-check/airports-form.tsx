import { useId, useState } from 'react';
import type { Airport } from '@/components/airport-search';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import type { FlightCheckQuery } from '../api/flight-check';
import { AirportField } from './airport-field';
import { OPEN_WIZARD_FAILED, useOpenWizard } from './use-open-wizard';
import type { OpenWizard } from './wizard-handoff';

interface AirportsFormProps {
  /** What the passenger typed in the flight form, if anything: it goes on into the wizard too. */
  typed: FlightCheckQuery;
  /** Why the flight form is not offered (the service failed), when it is not the passenger's choice. */
  notice?: string;
  /** Back to the flight form; absent when the check cannot be offered. */
  onByFlightNumber?: () => void;
  openWizard: OpenWizard;
}

// Two airports the same is the wizard's to say (its first step opens with them): the hero only needs both.
function airportErrors(departure: Airport | null, arrival: Airport | null) {
  return {
    departure: departure ? undefined : "Seleziona l'aeroporto di partenza dall'elenco",
    arrival: arrival ? undefined : "Seleziona l'aeroporto di arrivo dall'elenco",
  };
}

/** The wizard's first question in the hero, for when the flight cannot be checked by its number: the two airports, then on into the wizard. */
export function AirportsForm({ typed, notice, onByFlightNumber, openWizard }: AirportsFormProps) {
  const id = useId();
  const [departure, setDeparture] = useState<Airport | null>(null);
  const [arrival, setArrival] = useState<Airport | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const wizard = useOpenWizard(openWizard);
  const errors: ReturnType<typeof airportErrors> = attempted ? airportErrors(departure, arrival) : { departure: undefined, arrival: undefined };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        const problems = airportErrors(departure, arrival);
        if (problems.departure || problems.arrival || wizard.opening) return;
        void wizard.open({ departure: departure!, arrival: arrival!, flightNumber: typed.flightNumber.trim() || undefined, flightDate: typed.date || undefined });
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Verifica il tuo volo
      </h2>
      {notice ? (
        <p role="alert" className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Da quale aeroporto sei partito e dove dovevi arrivare? Con uno scalo, indica la prima partenza e la destinazione finale.</p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <div className="space-y-1.5">
          <AirportField label="Aeroporto di partenza" value={departure} onChange={setDeparture} wanted={wanted} describedBy={errors.departure && `${id}-departure`} invalid={Boolean(errors.departure)} />
          <FieldError id={`${id}-departure`} error={errors.departure} />
        </div>
        <div className="space-y-1.5">
          <AirportField label="Aeroporto di arrivo" value={arrival} onChange={setArrival} wanted={wanted} describedBy={errors.arrival && `${id}-arrival`} invalid={Boolean(errors.arrival)} />
          <FieldError id={`${id}-arrival`} error={errors.arrival} />
        </div>
        <Button type="submit" variant="secondary" size="lg" disabled={wizard.opening} className="w-full sm:mt-7 sm:w-56">
          {wizard.opening ? 'Apertura del modulo…' : 'Continua'}
        </Button>
      </div>
      {wizard.failed && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {OPEN_WIZARD_FAILED}
        </p>
      )}
      {onByFlightNumber && (
        <button type="button" onClick={onByFlightNumber} className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Hai il numero del volo? Controlla il volo
        </button>
      )}
    </form>
  );
}
