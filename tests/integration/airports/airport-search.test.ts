import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportItalianNamesMigration, createAirportsModule, findAirportByIata, findAirportsByIds, searchAirports, type Airport } from '../../../src/airports/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';

const database = useTestDatabase();
let base = '';
let server: Server | undefined;

beforeAll(async () => {
  const app = createApp({ logger: createLogger('silent'), routers: createAirportsModule({ pool: database().pool }).routers ?? [] });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const search = (q: string) => fetch(`${base}/api/airports/search?${new URLSearchParams({ q })}`);

async function codesFor(q: string): Promise<string[]> {
  const response = await search(q);
  expect(response.status).toBe(200);
  return ((await response.json()) as Airport[]).map((airport) => airport.iataCode);
}

describe('GET /api/airports/search', () => {
  it('when the query is an IATA code, then that airport comes first with every field', async () => {
    const response = await search('FCO');
    const airports = (await response.json()) as Airport[];

    expect(response.status).toBe(200);
    expect(airports[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining('Fiumicino'),
      iataCode: 'FCO',
      city: 'Roma',
      country: 'Italia',
      countryCode: 'IT',
      latitude: expect.closeTo(41.8, 1),
      longitude: expect.closeTo(12.25, 1),
      timeZone: 'Europe/Rome',
    });
  });

  it('when the query is an Italian city name, then that city’s airports come first, large ones before medium', async () => {
    expect((await codesFor('roma')).slice(0, 2)).toEqual(['FCO', 'CIA']);
    expect((await codesFor('milano')).slice(0, 3).sort()).toEqual(['BGY', 'LIN', 'MXP']);
    expect((await codesFor('venezia'))[0]).toBe('VCE');
    expect((await codesFor('napoli'))[0]).toBe('NAP');
    expect((await codesFor('firenze'))[0]).toBe('FLR');
    expect((await codesFor('torino'))[0]).toBe('TRN');
    expect((await codesFor('bologna'))[0]).toBe('BLQ');
    expect((await codesFor('genova'))[0]).toBe('GOA');
  });

  it('when the query is the Italian name of a foreign city, then its airports are found', async () => {
    const expected: Record<string, string[]> = {
      londra: ['LGW', 'LHR', 'LTN', 'STN'],
      parigi: ['CDG', 'ORY'],
      'monaco di baviera': ['MUC'],
      francoforte: ['FRA'],
      bruxelles: ['BRU'],
      lisbona: ['LIS'],
      atene: ['ATH'],
      varsavia: ['WAW'],
      mosca: ['SVO'],
      pechino: ['PEK'],
      'il cairo': ['CAI'],
      'nuova york': ['JFK', 'EWR'],
      'new york': ['JFK'],
      ginevra: ['GVA'],
      zurigo: ['ZRH'],
      vienna: ['VIE'],
      praga: ['PRG'],
      berlino: ['BER'],
      barcellona: ['BCN'],
      siviglia: ['SVQ'],
      colonia: ['CGN'],
      amburgo: ['HAM'],
      copenaghen: ['CPH'],
      stoccolma: ['ARN'],
      dublino: ['DUB'],
      edimburgo: ['EDI'],
      istanbul: ['IST', 'SAW'],
    };
    for (const [query, codes] of Object.entries(expected)) {
      expect({ query, codes: await codesFor(query) }).toEqual({ query, codes: expect.arrayContaining(codes) });
    }
    expect((await codesFor('londra')).slice(0, 4).sort()).toEqual(['LGW', 'LHR', 'LTN', 'STN']);
  });

  it('when the query is an Italian country name, then airports of that country come, large first', async () => {
    const germany = (await (await search('germania')).json()) as Airport[];
    const uk = (await (await search('Regno Unito')).json()) as Airport[];

    expect(germany).toHaveLength(5);
    expect(germany.every((airport) => airport.countryCode === 'DE' && airport.country === 'Germania')).toBe(true);
    expect(uk.every((airport) => airport.countryCode === 'GB')).toBe(true);
    for (const [query, code] of [['francia', 'FR'], ['spagna', 'ES'], ['stati uniti', 'US']] as const) {
      const found = (await (await search(query)).json()) as Airport[];
      expect({ query, countries: [...new Set(found.map((airport) => airport.countryCode))] }).toEqual({ query, countries: [code] });
    }
  });

  it('when the query differs only in case or accents, then the result is the same', async () => {
    const zurich = await codesFor('Zürich');

    expect(zurich[0]).toBe('ZRH');
    expect(await codesFor('zurich')).toEqual(zurich);
    expect(await codesFor('ZURIGO')).toContain('ZRH');
    expect(await codesFor('fco')).toEqual(await codesFor('FCO'));
    expect((await codesFor('Corfu'))[0]).toBe('CFU');
    expect(await codesFor('CORFÙ')).toEqual(await codesFor('corfù'));
  });

  it('when a word inside the name is typed, then the airport is found by it', async () => {
    expect((await codesFor('fiumicino'))[0]).toBe('FCO');
    expect((await codesFor('malpensa'))[0]).toBe('MXP');
    expect((await codesFor('heathrow'))[0]).toBe('LHR');
  });

  it('when a picked suggestion’s label is searched again, then that airport is found', async () => {
    const [fiumicino] = (await (await search('FCO')).json()) as Airport[];

    expect(await codesFor(`${fiumicino!.name} (FCO)`)).toEqual(['FCO']);
  });

  it('when a database loaded with the English names is migrated, then its airports take their Italian names and keep their ids', async () => {
    const before = await findAirportByIata(database().pool, 'VCE');
    await database().pool.query("UPDATE airports SET name = 'Venice Marco Polo Airport' WHERE iata_code = 'VCE'");
    const client = await database().pool.connect();
    try {
      await airportItalianNamesMigration.up(client);
    } finally {
      client.release();
    }
    expect(await findAirportByIata(database().pool, 'VCE')).toEqual(before);
    expect(before?.name).toBe('Venezia Marco Polo');
  });

  it('when many airports match, then at most 5 come back', async () => {
    expect(await codesFor('airport')).toHaveLength(5);
    expect(await codesFor('ai')).toHaveLength(5);
  });

  it('when the query has fewer than 2 characters or none, then the answer is a 400 with the Italian message', async () => {
    for (const response of [await search('a'), await search('  r  '), await fetch(`${base}/api/airports/search`)]) {
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ title: 'Dati non validi', errors: [{ field: 'q', message: 'Inserisci almeno 2 caratteri' }] });
    }
  });

  it('when the query is longer than 100 characters, then the answer is a 400', async () => {
    expect((await search('x'.repeat(101))).status).toBe(400);
  });

  it('when the query carries SQL or LIKE metacharacters, then it is just text: no error, nothing odd', async () => {
    const injection = await search("' OR 1=1 --");
    const wildcards = await search('%_');
    const quoted = await search("l'aquila");

    expect(injection.status).toBe(200);
    expect(await injection.json()).toEqual([]);
    expect(wildcards.status).toBe(200);
    expect(await wildcards.json()).toEqual([]);
    expect(quoted.status).toBe(200);
    expect((await codesFor('%roma%')).slice(0, 2)).toEqual(['FCO', 'CIA']);
  });

  it('when nothing matches, then the answer is an empty list', async () => {
    expect(await codesFor('zzxxqq')).toEqual([]);
  });
});

describe('lookups for other modules', () => {
  it('when airports are asked for by id, then they come in the order asked, unknown ids left out', async () => {
    const [fco] = await searchAirports(database().pool, 'FCO');
    const [jfk] = await searchAirports(database().pool, 'JFK');

    const found = await findAirportsByIds(database().pool, [jfk!.id, 999_999, fco!.id, jfk!.id]);

    expect(found.map((airport) => airport.iataCode)).toEqual(['JFK', 'FCO']);
    expect(await findAirportsByIds(database().pool, [])).toEqual([]);
  });

  it('when an airport is asked for by IATA code, then it is found in any case; an unknown code gives undefined', async () => {
    expect(await findAirportByIata(database().pool, ' mxp ')).toMatchObject({ iataCode: 'MXP', city: 'Milano', country: 'Italia' });
    expect(await findAirportByIata(database().pool, 'QQQ')).toBeUndefined();
    expect(await findAirportByIata(database().pool, "' OR 1=1")).toBeUndefined();
  });

  it('when the ids were assigned, then they follow IATA order, so every database gets the same ones', async () => {
    const { rows } = await database().pool.query<{ ordered: boolean; count: number }>(
      `SELECT bool_and(id = position) AS ordered, count(*)::int AS count
       FROM (SELECT id, row_number() OVER (ORDER BY iata_code) AS position FROM airports) numbered`,
    );

    expect(rows[0]).toEqual({ ordered: true, count: expect.any(Number) });
    expect(rows[0]!.count).toBeGreaterThan(3_000);
  });
});

describe('the time zone of each airport', () => {
  it.each([
    ['LIS', 'Europe/Lisbon'],
    ['JFK', 'America/New_York'],
    ['BSL', 'Europe/Paris'],
    ['FCO', 'Europe/Rome'],
  ])('when the search finds %s, then it carries its time zone %s, which its flights’ times are read and entered in', async (code, zone) => {
    const [first] = await searchAirports(database().pool, code);

    expect(first).toMatchObject({ iataCode: code, timeZone: zone });
  });
});
