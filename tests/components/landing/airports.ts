import type { Airport } from '@/components/airport-search';
import { vi } from 'vitest';

export const FCO: Airport = { id: 1, name: 'Roma Fiumicino', iataCode: 'FCO', city: 'Roma', country: 'Italia', countryCode: 'IT', latitude: 41.8003, longitude: 12.2389, timeZone: 'Europe/Rome' };
export const JFK: Airport = { id: 2, name: 'New York JFK', iataCode: 'JFK', city: 'New York', country: 'Stati Uniti', countryCode: 'US', latitude: 40.6398, longitude: -73.7789, timeZone: 'America/New_York' };

/** Only the airport search HTTP is faked: "Roma…" finds FCO, "New…" finds JFK. */
export function mockAirportSearch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/airports/search') return new Response('Not found', { status: 404 });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = [FCO, JFK].filter((airport) => [airport.name, airport.city, airport.iataCode].some((text) => text.toLowerCase().includes(q)));
    return new Response(JSON.stringify(found), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
