import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Airport } from '@/components/airport-search';
import { ROMA, renderWizard, seedProgress, stepHeading } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

const NEW_YORK: Airport = { id: 3, name: 'New York John F. Kennedy', iataCode: 'JFK', city: 'New York', country: 'Stati Uniti', countryCode: 'US', latitude: 40.6398, longitude: -73.7789, timeZone: 'America/New_York' };

/** The carrier lookup is the only call the summary makes here; other calls are not expected. */
function mockCarrier(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/airlines/by-flight-number')) return answer();
    return new Response(JSON.stringify({ title: 'Risorsa non trovata' }), { status: 404, headers: { 'content-type': 'application/problem+json' } });
  });
}

describe('claim wizard: the operating carrier of a flight into the EU', () => {
  it('when the passenger answered «sì» but the flight number is Emirates’, then the summary says so and the estimate follows our airlines list', async () => {
    const fetch = mockCarrier(() => new Response(JSON.stringify({ iataCode: 'EK', name: 'Emirates', isEu: false }), { status: 200, headers: { 'content-type': 'application/json' } }));
    seedProgress({ departure: NEW_YORK, arrival: ROMA, manualFlightNumber: 'EK205', answers: { operatingCarrierEuropean: 'yes', singleBooking: '' } });
    renderWizard();

    expect(stepHeading()).toHaveTextContent('Risultato');
    expect(await screen.findByText('No: dal numero del volo, Emirates (compagnia non europea)')).toBeInTheDocument();
    expect(screen.getByText('Con questi dati il risarcimento potrebbe non spettare')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/airlines/by-flight-number?flightNumber=EK205')).toBe(true);
  });

  it('when the flight number names no carrier we know, then the passenger’s answer stands', async () => {
    mockCarrier(() => new Response(JSON.stringify({ title: 'Compagnia non trovata' }), { status: 404, headers: { 'content-type': 'application/problem+json' } }));
    seedProgress({ departure: NEW_YORK, arrival: ROMA, manualFlightNumber: 'Q0205', answers: { operatingCarrierEuropean: 'yes', singleBooking: '' } });
    renderWizard();

    expect(await screen.findByText(/^fino a 600,00/)).toBeInTheDocument();
    expect(screen.getByText('Sì', { selector: 'dd' })).toBeInTheDocument();
  });
});
