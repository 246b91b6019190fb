import { delayPhrase, VERIFIED_FLIGHT_STATUS_LABELS, type VerifiedFlight } from '@contracts/verified-flight';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/components/admin/format';
import { FALLBACK_TIME_ZONE, offsetAt } from '@/components/admin/time-zones';
import { airportByIata } from '@/app/api/airports';
import type { AdminClaim } from '../api/claims';
import { flightVerificationSettingsQuery, useFlightVerification, type FlightTimesInput } from '../api/flight-verification';

/** "2026-10-03T13:50-04:00" → "03/10/2026 13:50 ora di New York (UTC-04:00)": the time at its own airport, as recorded. */
function localTime(iso: string | null, airport: AirportZone | undefined): string {
  if (!iso) return 'Non noto';
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, time, offset] = match;
  return `${day}/${month}/${year} ${time}${airport?.city ? ` ora di ${airport.city}` : ''} (UTC${offset === 'Z' ? '' : offset})`;
}

interface AirportZone {
  city: string;
  timeZone: string;
}

/** The claim's two airports with their time zones (the airports' search by IATA code); undefined while unknown. */
function useAirportZones(claim: Pick<AdminClaim, 'departureIata' | 'arrivalIata'>): { departure?: AirportZone; arrival?: AirportZone } {
  const zoneOf = (code: string | null) => ({ queryKey: ['airport', code], queryFn: () => airportByIata(code!), enabled: Boolean(code), staleTime: Infinity });
  const departure = useQuery(zoneOf(claim.departureIata));
  const arrival = useQuery(zoneOf(claim.arrivalIata));
  return { departure: departure.data ?? undefined, arrival: arrival.data ?? undefined };
}

function delayText(flight: VerifiedFlight): string {
  if (flight.status === 'cancelled') return 'Volo cancellato';
  if (flight.status === 'diverted') return flight.divertedTo ? `Dirottato su ${flight.divertedTo}` : 'Dirottato';
  if (flight.arrivalDelayMinutes === null) return 'Non noto';
  return flight.arrivalDelayMinutes > 0 ? `${delayPhrase(flight.arrivalDelayMinutes)} all'arrivo` : 'Nessuno (arrivo in orario o in anticipo)';
}

function VerifiedFacts({ flight, zones }: { flight: VerifiedFlight; zones: ReturnType<typeof useAirportZones> }) {
  // A diverted flight's actual arrival happened elsewhere: its own offset says where, not the claim's airport.
  const arrivalZone = flight.status === 'diverted' ? undefined : zones.arrival;
  const facts: [string, string][] = [
    ['Stato', VERIFIED_FLIGHT_STATUS_LABELS[flight.status]],
    ['Ritardo', delayText(flight)],
    ['Partenza prevista', localTime(flight.scheduledDeparture, zones.departure)],
    ['Partenza effettiva', localTime(flight.actualDeparture, zones.departure)],
    ['Arrivo previsto', localTime(flight.scheduledArrival, zones.arrival)],
    ['Arrivo effettivo', localTime(flight.actualArrival, arrivalZone)],
    ['Fonte', flight.source === 'aerodatabox' ? 'AeroDataBox' : `Inserito a mano: ${flight.evidence ?? ''}`],
    ...(flight.operatingCarrier ? ([['Compagnia operativa', flight.operatingCarrier]] as [string, string][]) : []),
    ['Registrato il', formatDateTime(flight.recordedAt)],
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-[minmax(0,12rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {flight.source === 'aerodatabox' && flight.status === 'landed' && (
        <p className="text-sm text-slate-600">
          L&apos;arrivo effettivo è l&apos;orario al gate (o l&apos;atterraggio, se manca): per la legge conta l&apos;apertura delle porte (sentenza C-452/13), di solito pochi minuti dopo.
        </p>
      )}
    </div>
  );
}

/** The offset select's first choice: each time in its airport's own zone, summer time included. */
const AUTOMATIC = 'auto';

const OFFSETS = Array.from({ length: 27 * 2 - 1 }, (_, index) => {
  const minutes = (index - 24) * 30;
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
});

type TimeField = 'scheduledDeparture' | 'actualDeparture' | 'scheduledArrival' | 'actualArrival';
const TIME_LABELS: Record<TimeField, string> = {
  scheduledDeparture: 'Partenza prevista',
  actualDeparture: 'Partenza effettiva',
  scheduledArrival: 'Arrivo previsto',
  actualArrival: 'Arrivo effettivo (apertura porte)',
};

/** The server's message for each field it refused (400 with `errors`). */
function fieldErrors(error: Error | null): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((item) => [item.field, item.message]));
}

function FlightTimesForm({ claim, onDone }: { claim: AdminClaim; onDone: () => void }) {
  const { record } = useFlightVerification(claim.id);
  const [status, setStatus] = useState<'landed' | 'cancelled' | 'diverted'>('landed');
  const [times, setTimes] = useState<Record<TimeField, string>>({ scheduledDeparture: '', actualDeparture: '', scheduledArrival: '', actualArrival: '' });
  const zones = useAirportZones(claim);
  const [offsets, setOffsets] = useState({ departure: AUTOMATIC, arrival: AUTOMATIC });
  const [divertedTo, setDivertedTo] = useState('');
  const [evidence, setEvidence] = useState('');
  const errors = fieldErrors(record.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const withOffset = (field: TimeField) => {
      if (!times[field]) return '';
      const side = field.endsWith('Departure') ? 'departure' : 'arrival';
      const chosen = offsets[side];
      return `${times[field]}${chosen === AUTOMATIC ? offsetAt(zones[side]?.timeZone ?? FALLBACK_TIME_ZONE, times[field]) : chosen}`;
    };
    const body: FlightTimesInput = {
      status,
      scheduledDeparture: withOffset('scheduledDeparture'),
      actualDeparture: withOffset('actualDeparture'),
      scheduledArrival: withOffset('scheduledArrival'),
      actualArrival: withOffset('actualArrival'),
      divertedTo,
      evidence,
    };
    record.mutate(
      { times: body, version: claim.version },
      {
        onSuccess: () => {
          toast({ title: '✅ Orari registrati', description: 'La valutazione della pratica ora usa questi orari.' });
          onDone();
        },
      },
    );
  };

  const timeInput = (field: TimeField) => (
    <Field key={field} label={TIME_LABELS[field]} error={errors[field]}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type="datetime-local" value={times[field]} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setTimes({ ...times, [field]: event.target.value })} />
      )}
    </Field>
  );
  const offsetSelect = (which: 'departure' | 'arrival', label: string) => (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={offsets[which]} onChange={(event) => setOffsets({ ...offsets, [which]: event.target.value })}>
          <option value={AUTOMATIC}>{zones[which] ? `Ora locale di ${zones[which].city} (${zones[which].timeZone})` : 'Ora italiana (aeroporto non trovato)'}</option>
          {OFFSETS.map((offset) => (
            <option key={offset} value={offset}>
              UTC{offset}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const otherError = record.isError && Object.keys(errors).length === 0 ? problemMessage(record.error, 'Impossibile registrare gli orari') : undefined;

  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 p-4" aria-labelledby="flight-times-title" noValidate>
      <h3 id="flight-times-title" className="font-bold text-slate-900">
        Inserisci orari effettivi
      </h3>
      <Field label="Stato del volo" error={errors.status}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} value={status} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <option value="landed">Atterrato</option>
            <option value="cancelled">Cancellato</option>
            <option value="diverted">Dirottato</option>
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {timeInput('scheduledDeparture')}
        {timeInput('actualDeparture')}
        {offsetSelect('departure', "Fuso orario dell'aeroporto di partenza")}
        <div className="hidden sm:block" />
        {timeInput('scheduledArrival')}
        {timeInput('actualArrival')}
        {offsetSelect('arrival', "Fuso orario dell'aeroporto di arrivo")}
      </div>
      {status === 'diverted' && (
        <Field label="Aeroporto di dirottamento (codice IATA)" error={errors.divertedTo}>
          {({ id, describedBy, invalid }) => <Input id={id} value={divertedTo} maxLength={3} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setDivertedTo(event.target.value)} />}
        </Field>
      )}
      <Field label="Fonte degli orari" hint="Dove li hai letti: conferma della compagnia, Flightradar24, tabellone dell'aeroporto…" error={errors.evidence}>
        {({ id, describedBy, invalid }) => <Textarea id={id} value={evidence} maxLength={500} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setEvidence(event.target.value)} />}
      </Field>
      {otherError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {otherError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Salvataggio...' : 'Registra orari'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Annulla
        </Button>
      </div>
    </form>
  );
}

/**
 * «Dati del volo verificati»: the flight's latest verified or hand-entered times, «Verifica volo»
 * (AeroDataBox, when the server has a key) and the manual form.
 */
export function VerifiedFlightPanel({ claim }: { claim: AdminClaim }) {
  const settings = useQuery(flightVerificationSettingsQuery());
  const zones = useAirportZones(claim);
  const { verify } = useFlightVerification(claim.id);
  const [entering, setEntering] = useState(false);
  const configured = settings.data?.providerConfigured === true;
  const unavailable = settings.isSuccess && !configured;
  const erased = Boolean(claim.personalDataErasedAt);

  const runVerification = () =>
    verify.mutate(claim.version, {
      onSuccess: () => toast({ title: '✅ Volo verificato', description: 'Gli orari di AeroDataBox sono registrati e la valutazione è aggiornata.' }),
    });

  return (
    <div className="space-y-4">
      {claim.verifiedFlight ? <VerifiedFacts flight={claim.verifiedFlight} zones={zones} /> : <p className="text-sm text-slate-600">Gli orari effettivi del volo non sono ancora stati verificati.</p>}
      {verify.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problemMessage(verify.error, 'Verifica del volo non riuscita')}
        </p>
      )}
      {settings.isPending && <Spinner label="Controllo del servizio dati voli..." />}
      {settings.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problemMessage(settings.error, 'Impossibile sapere se il servizio dati voli è configurato')}
        </p>
      )}
      {unavailable && (
        <p className="text-sm text-slate-600" id="verify-flight-unavailable">
          La verifica automatica non è disponibile: il servizio dati voli (AERODATABOX_API_KEY) non è configurato. Inserisci gli orari a mano.
        </p>
      )}
      {!entering && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={runVerification} disabled={!configured || verify.isPending || erased} aria-describedby={unavailable ? 'verify-flight-unavailable' : undefined}>
            {verify.isPending ? 'Verifica in corso...' : 'Verifica volo'}
          </Button>
          <Button variant="secondary" onClick={() => setEntering(true)} disabled={erased}>
            Inserisci orari effettivi
          </Button>
        </div>
      )}
      {entering && <FlightTimesForm claim={claim} onDone={() => setEntering(false)} />}
    </div>
  );
}
