import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface StubAnswer {
  status?: number;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  delayMs?: number;
}

/** A loopback stand-in for AeroDataBox: records each request and answers what the test says. */
export interface AeroDataBoxStub {
  url: string;
  host: string;
  requests: StubRequest[];
  answer(respond: (request: StubRequest) => StubAnswer): void;
  close(): Promise<void>;
}

export async function startAeroDataBoxStub(): Promise<AeroDataBoxStub> {
  const requests: StubRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let respond: (request: StubRequest) => StubAnswer = () => ({ status: 204 });
  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stub');
    const request = { method: incoming.method ?? 'GET', path: decodeURIComponent(url.pathname), query: url.searchParams, headers: incoming.headers };
    requests.push(request);
    const { status = 200, body, delayMs = 0 } = respond(request);
    const send = () => {
      timers.delete(timer);
      if (body === undefined) return void outgoing.writeHead(status).end();
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      outgoing.writeHead(status, { 'content-type': 'application/json' }).end(text);
    };
    const timer = setTimeout(send, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    answer: (next) => void (respond = next),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One departing flight as AeroDataBox's FIDS answers it with withLeg=true (AirportFlightContract). */
export function fidsDeparture(flight: {
  number: string;
  from: string;
  to: string;
  departsLocal: string;
  arrivesLocal?: string;
  airline?: string;
  model?: string;
}) {
  return {
    departure: {
      airport: { icao: `X${flight.from}`, iata: flight.from, name: `Aeroporto ${flight.from}`, timeZone: 'Europe/Rome' },
      scheduledTime: { utc: `${flight.departsLocal.slice(0, 16)}Z`, local: flight.departsLocal },
      terminal: '1',
      quality: ['Basic'],
    },
    arrival: {
      airport: { icao: `X${flight.to}`, iata: flight.to, name: `Aeroporto ${flight.to}` },
      ...(flight.arrivesLocal ? { scheduledTime: { utc: `${flight.arrivesLocal.slice(0, 16)}Z`, local: flight.arrivesLocal } } : {}),
      quality: ['Basic'],
    },
    number: flight.number,
    status: 'Expected',
    codeshareStatus: 'IsOperator',
    isCargo: false,
    aircraft: flight.model ? { model: flight.model } : {},
    airline: { name: flight.airline ?? 'ITA Airways', iata: flight.number.slice(0, 2) },
  };
}

type Moment = { utc: string; local: string };
/** "2026-10-03 10:15+02:00" as AeroDataBox's DateTimeContract { utc, local }. */
export function moment(local: string): Moment {
  const at = new Date(Date.parse(local.replace(' ', 'T')));
  return { utc: `${at.toISOString().slice(0, 16).replace('T', ' ')}Z`, local };
}

/** One flight as AeroDataBox's flight status answers it (FlightContract, GetFlight_FlightOnSpecificDate). */
export function statusFlight(flight: {
  number: string;
  from: string;
  to: string;
  status: string;
  departure: { scheduled: string; revised?: string; runway?: string };
  arrival: { scheduled: string; revised?: string; runway?: string; predicted?: string };
  airline?: { name: string; iata: string; icao: string };
  codeshareStatus?: string;
  isCargo?: boolean;
}) {
  const movement = (iata: string, times: { scheduled: string; revised?: string; runway?: string; predicted?: string }) => ({
    airport: { icao: `X${iata}`, iata, name: `Aeroporto ${iata}`, shortName: iata, municipalityName: iata, countryCode: 'IT', timeZone: 'Europe/Rome' },
    scheduledTime: moment(times.scheduled),
    ...(times.revised ? { revisedTime: moment(times.revised) } : {}),
    ...(times.predicted ? { predictedTime: moment(times.predicted) } : {}),
    ...(times.runway ? { runwayTime: moment(times.runway) } : {}),
    terminal: '1',
    quality: ['Basic', 'Live'],
  });
  return {
    greatCircleDistance: { meter: 6_880_000, km: 6880, mile: 4275, nm: 3715, feet: 22_572_178 },
    departure: movement(flight.from, flight.departure),
    arrival: movement(flight.to, flight.arrival),
    lastUpdatedUtc: '2026-10-04 02:00Z',
    number: flight.number,
    callSign: null,
    status: flight.status,
    codeshareStatus: flight.codeshareStatus ?? 'IsOperator',
    isCargo: flight.isCargo ?? false,
    aircraft: { reg: 'EI-DNM', modeS: '4CA8D5', model: 'Airbus A330-200' },
    airline: flight.airline ?? { name: 'ITA Airways', iata: 'AZ', icao: 'ITY' },
  };
}
