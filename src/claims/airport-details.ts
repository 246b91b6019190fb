import type { EditableDetails } from './claim-events.js';
import { invalidClaimInput } from './claim-errors.js';
import type { AirportLookup } from './claims-deps.js';

/** Airport ids chosen by the operator also move the airport names and IATA codes the claim shows. */
export async function withAirportDetails(airports: AirportLookup, details: Partial<EditableDetails>): Promise<Partial<EditableDetails>> {
  const ids = [details.departureAirportId, details.arrivalAirportId].filter((id): id is number => id !== undefined);
  if (ids.length === 0) return details;
  const found = await airports.airportsByIds(ids);
  const result = { ...details };
  for (const side of ['departure', 'arrival'] as const) {
    const id = details[`${side}AirportId`];
    if (id === undefined) continue;
    const airport = found.get(id);
    if (!airport) throw invalidClaimInput(side === 'departure' ? 'Aeroporto di partenza non trovato' : 'Aeroporto di arrivo non trovato', `${side}AirportId`);
    result[`${side}Airport`] = `${airport.name} (${airport.iataCode})`;
    result[`${side}Iata`] = airport.iataCode;
  }
  return result;
}
