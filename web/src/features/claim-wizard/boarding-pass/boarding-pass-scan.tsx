import { useEffect, useId, useRef } from 'react';
import { airportLabel } from '@/components/airport-search';
import { formatLongDate } from '../italian-today';
import type { BoardingPassFill } from './boarding-pass-fill';
import type { JourneyChoice } from './journey-choices';
import { useBoardingPassScan, type ScanState } from './use-boarding-pass-scan';

export const UNREADABLE_MESSAGE = "Non riusciamo a leggere il codice della carta d'imbarco: prova con una foto più nitida o inserisci i dati a mano";
const TOO_LARGE_MESSAGE = "Il file è troppo grande (oltre 20 MB): fotografa solo la carta d'imbarco o inserisci i dati a mano";
const UNAVAILABLE_MESSAGE = "Non siamo riusciti ad avviare la lettura della carta d'imbarco: controlla la connessione e riprova, o inserisci i dati a mano";

const dateText = (date: string) => (date ? formatLongDate(date) : 'data non indicata');
const flightsText = (numbers: string[]) => (numbers.length > 1 ? `voli ${numbers.slice(0, -1).join(', ')} e ${numbers.at(-1)}` : `volo ${numbers[0] ?? ''}`);

interface BoardingPassScanProps {
  today: string;
  onFill: (fill: BoardingPassFill) => void;
}

/** Step 1's shortcut: a boarding pass, read on the passenger's own device, fills the wizard. */
export function BoardingPassScan({ today, onFill }: BoardingPassScanProps) {
  const { state, read, pick } = useBoardingPassScan(today, onFill);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="font-semibold text-slate-900">
        Hai la carta d'imbarco?
      </h3>
      <p id={hintId} className="text-sm text-slate-700">
        Fotografala o scegli il file (immagine o PDF): leggiamo il codice a barre qui, sul tuo telefono o computer, e compiliamo aeroporti, data, volo,
        nome e codice di prenotazione. Il file non viene caricato sui nostri server.
      </p>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          Carica la carta d'imbarco
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*,application/pdf"
          aria-describedby={hintId}
          className="block w-full max-w-md text-sm text-slate-800 file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied, so picking the same file again (a retake) is read again.
            event.target.value = '';
            if (file) void read(file);
          }}
        />
      </div>
      <div aria-live="polite" className="text-sm">
        <ScanOutcome state={state} onPick={pick} />
      </div>
    </section>
  );
}

function ScanOutcome({ state, onPick }: { state: ScanState; onPick: (choice: JourneyChoice) => void }) {
  switch (state.kind) {
    case 'reading':
      return <Working label="Lettura della carta d'imbarco…" />;
    case 'filling':
      return <Working label="Compilazione dei dati…" />;
    case 'unreadable':
      return <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">{UNREADABLE_MESSAGE}</p>;
    case 'too_large':
      return <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">{TOO_LARGE_MESSAGE}</p>;
    case 'unavailable':
      return <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">{UNAVAILABLE_MESSAGE}</p>;
    case 'choosing':
      return <LegChoices choices={state.choices} onPick={onPick} />;
    case 'filled':
      return <FilledSummary fill={state.fill} choice={state.choice} unknownAirports={state.unknownAirports} />;
    default:
      return null;
  }
}

function Working({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-3 text-slate-700">
      <span className="size-5 animate-spin rounded-full border-3 border-brand-600 border-t-transparent" aria-hidden="true" />
      {label}
    </p>
  );
}

function LegChoices({ choices, onPick }: { choices: JourneyChoice[]; onPick: (choice: JourneyChoice) => void }) {
  return (
    <div className="space-y-2">
      <p className="font-semibold text-slate-900">La carta d'imbarco ha {choices.length - 1} voli: quale viaggio vuoi indicare?</p>
      <p className="text-slate-700">
        Con uno scalo e un'unica prenotazione conta il viaggio intero, dalla prima partenza alla destinazione finale (anche per una coincidenza persa): scegli
        «Tutto il viaggio». Scegli un solo volo se era prenotato a parte.
      </p>
      <ul className="grid gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              onClick={() => onPick(choice)}
              className="w-full rounded-lg border border-slate-300 bg-white p-3 text-left hover:border-brand-600 focus-visible:border-brand-600"
            >
              <span className="block font-semibold text-slate-900">
                {choice.wholeJourney ? 'Tutto il viaggio' : `Solo il volo ${choice.flightNumber}`}: {choice.departureIata} → {choice.arrivalIata}
              </span>
              <span className="block text-slate-700">
                {dateText(choice.flightDate)} · {flightsText(choice.flightNumbers)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FilledSummary({ fill, choice, unknownAirports }: { fill: BoardingPassFill; choice: JourneyChoice; unknownAirports: string[] }) {
  const summary = useRef<HTMLDivElement>(null);
  // The flight buttons just chosen from are gone: the keyboard goes on from what they filled in.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) summary.current?.focus();
  }, []);
  const route = [fill.departure ? airportLabel(fill.departure) : choice.departureIata, fill.arrival ? airportLabel(fill.arrival) : choice.arrivalIata].join(' → ');
  return (
    <div ref={summary} tabIndex={-1} className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 focus:outline-2 focus:outline-brand-600">
      <p className="font-semibold">Dati letti dalla carta d'imbarco</p>
      <p>
        {route}, {dateText(fill.flightDate)}, volo {fill.flightNumber || 'non indicato'}
        {fill.passengerName && `, passeggero ${fill.passengerName}`}
        {fill.bookingReference && `, prenotazione ${fill.bookingReference}`}.
      </p>
      {choice.wholeJourney && <p>Come volo indichiamo il primo, {choice.flightNumber}: puoi cambiarlo al passo 3.</p>}
      {unknownAirports.length === 1 && <p className="font-medium">Non troviamo l'aeroporto {unknownAirports[0]}: sceglilo qui sotto.</p>}
      {unknownAirports.length === 2 && <p className="font-medium">Non troviamo gli aeroporti {unknownAirports.join(' e ')}: sceglili qui sotto.</p>}
      <p>Controlla i dati nei passi successivi prima di inviare la richiesta.</p>
    </div>
  );
}
