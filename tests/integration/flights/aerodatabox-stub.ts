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
