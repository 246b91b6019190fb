import { useRef, useState } from 'react';
import { airportByIata } from '@/app/api/airports';
import type { Airport } from '@/components/airport-search';
import type { BoardingPassFill } from './boarding-pass-fill';
import { journeyChoices, type JourneyChoice } from './journey-choices';
import type { ScannedPass } from './scanned-pass';

/** A boarding pass, photographed or saved, is a few megabytes at most; a larger file would only strain the phone. */
export const LARGEST_PASS_FILE_BYTES = 20 * 1024 * 1024;

export type ScanState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'unreadable' }
  | { kind: 'too_large' }
  /** The reader itself could not be loaded (offline, say). */
  | { kind: 'unavailable' }
  | { kind: 'choosing'; pass: ScannedPass; choices: JourneyChoice[] }
  | { kind: 'filling' }
  | { kind: 'filled'; fill: BoardingPassFill; choice: JourneyChoice; unknownAirports: string[] };

/** The airport the search knows by this code; null when it knows none or cannot be asked now. */
const airportOrNull = (iataCode: string): Promise<Airport | null> => airportByIata(iataCode).catch(() => null);

/** Reads a picked boarding pass in the browser, then fills the wizard with the journey the passenger takes from it. */
export function useBoardingPassScan(today: string, onFill: (fill: BoardingPassFill) => void) {
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  /** Only the last file picked may change the page: an earlier one still being read is ignored. */
  const attempt = useRef(0);

  const choose = async (pass: ScannedPass, choice: JourneyChoice, current: number) => {
    setState({ kind: 'filling' });
    const [departure, arrival] = await Promise.all([airportOrNull(choice.departureIata), airportOrNull(choice.arrivalIata)]);
    if (attempt.current !== current) return;
    const fill: BoardingPassFill = {
      departure,
      arrival,
      flightDate: choice.flightDate,
      flightNumber: choice.flightNumber,
      passengerName: pass.passengerName,
      bookingReference: pass.bookingReference,
    };
    onFill(fill);
    const unknownAirports = [departure ? null : choice.departureIata, arrival ? null : choice.arrivalIata].filter((code) => code !== null);
    setState({ kind: 'filled', fill, choice, unknownAirports });
  };

  const read = async (file: File) => {
    const current = ++attempt.current;
    if (file.size > LARGEST_PASS_FILE_BYTES) {
      setState({ kind: 'too_large' });
      return;
    }
    setState({ kind: 'reading' });
    let pass: ScannedPass | null;
    try {
      // The decoder (WebAssembly), the BCBP parser and the PDF renderer load only now, never with the page.
      const { readBoardingPass } = await import('./read-boarding-pass');
      pass = await readBoardingPass(file, today);
    } catch {
      if (attempt.current === current) setState({ kind: 'unavailable' });
      return;
    }
    if (attempt.current !== current) return;
    if (!pass) {
      setState({ kind: 'unreadable' });
      return;
    }
    const choices = journeyChoices(pass);
    if (choices.length === 1) await choose(pass, choices[0]!, current);
    else setState({ kind: 'choosing', pass, choices });
  };

  const pick = (choice: JourneyChoice) => {
    if (state.kind === 'choosing') void choose(state.pass, choice, attempt.current);
  };

  return { state, read, pick };
}
