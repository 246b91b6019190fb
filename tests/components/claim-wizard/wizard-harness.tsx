/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/api-client';
import type { Airport } from '@/components/airport-search';
import { Toaster } from '@/components/ui/toast';
import ClaimWizardPage from '@/features/claim-wizard/claim-wizard-page';
import { STORAGE_KEY } from '@/features/claim-wizard/wizard-constants';
import type { WizardProgress } from '@/features/claim-wizard/wizard-progress';
import { EMPTY_ISSUE } from '@/features/claim-wizard/wizard-issue';
import barcodeReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export const ROMA: Airport = { id: 1, name: 'Roma Fiumicino', iataCode: 'FCO', city: 'Roma', country: 'Italia', countryCode: 'IT', latitude: 41.8003, longitude: 12.2389, timeZone: 'Europe/Rome' };
export const PARIGI: Airport = { id: 2, name: 'Parigi Charles de Gaulle', iataCode: 'CDG', city: 'Parigi', country: 'Francia', countryCode: 'FR', latitude: 49.0097, longitude: 2.5479, timeZone: 'Europe/Paris' };

export const FLIGHTS = [
  { id: 'f1', flight_number: 'AF1205', airline_name: 'Air France', departure_time: '2025-06-01T06:50+02:00', arrival_time: '2025-06-01T09:00+02:00', aircraft_type: 'A320' },
  { id: 'f2', flight_number: 'AZ318', airline_name: 'ITA Airways', departure_time: '2025-06-01T10:15+02:00', arrival_time: '2025-06-01T12:25+02:00', aircraft_type: null },
];

export const COMPLETE: WizardProgress = {
  step: 5,
  completedSteps: [1, 2, 3, 4],
  departure: ROMA,
  arrival: PARIGI,
  flightDate: '2025-06-01',
  selectedFlight: null,
  manualFlightNumber: 'AZ318',
  passenger: { name: 'Mario Rossi', email: 'mario.rossi@example.it', dateOfBirth: '1985-03-14', phone: '', issueType: 'delay', issueDetails: 'Arrivato con 4 ore di ritardo' },
  bookingReference: '',
  companions: [],
  answers: { operatingCarrierEuropean: '', singleBooking: '' },
  issue: EMPTY_ISSUE,
  idempotencyKey: null,
};

export function seedProgress(progress: Partial<WizardProgress>): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...COMPLETE, ...progress }));
}

export function storedProgress(): WizardProgress | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as WizardProgress) : null;
}

const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
export const problem = (status: number, body: unknown) => json(body, status, 'application/problem+json');

type Handler = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

/** The boarding-pass reader's WebAssembly, as our server serves the built asset. */
const barcodeReaderWasm = () => new Response(readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'), { headers: { 'content-type': 'application/wasm' } });

/** The only mock: fetch, answering the wizard's three endpoints (and serving the barcode reader's .wasm). */
export function mockApi({ schedules = () => json(FLIGHTS), submit }: { schedules?: Handler; submit?: Handler } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/airports/search')) {
      const q = new URL(url, 'http://localhost').searchParams.get('q')?.toLowerCase() ?? '';
      return json([ROMA, PARIGI].filter((airport) => airport.city.toLowerCase().startsWith(q) || airport.iataCode.toLowerCase() === q));
    }
    if (url.startsWith('/api/flights/schedules')) return schedules({ url, init });
    if (url === barcodeReaderWasmUrl) return barcodeReaderWasm();
    if (url === '/api/flight-checks' && init?.method === 'POST' && submit) return submit({ url, init });
    return problem(404, { title: 'Risorsa non trovata' });
  });
}

export const headerOf = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string> | undefined)?.[name];

export function renderWizard() {
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ClaimWizardPage />
      <Toaster />
    </QueryClientProvider>,
  );
  return view;
}

export const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Passo \d di 5:/ });

export const termsBox = () => screen.getByRole('checkbox', { name: /Ho letto e accetto i Termini del servizio/ });
export const privacyBox = () => screen.getByRole('checkbox', { name: /Ho letto l’Informativa privacy/ });

/** Ticks the last step's two required boxes, as a passenger does before 'Invia richiesta'. */
export async function acceptLegalTexts(user: UserEvent): Promise<void> {
  await user.click(termsBox());
  await user.click(privacyBox());
}
