import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventPage } from '../../../src/contracts/event-browser.js';
import type { EventMetadata } from '../../../src/platform/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';
import { untilAllReadable } from '../../support/readable.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let admin: OperatorClient;
let operator: OperatorClient;
let claim: Submitted;
/** Ids of the parcel events, oldest first. */
const parcels: string[] = [];
const chain = { correlationId: `richiesta-${randomUUID()}`, ids: [] as string[] };

const metadata = (actorId: string, extra: Partial<EventMetadata> = {}): EventMetadata => {
  const id = randomUUID();
  return { actor: { kind: 'system', id: actorId }, correlationId: id, causationId: id, requestedAt: new Date().toISOString(), ...extra };
};

beforeAll(async () => {
  app = await startTestApp(database());
  admin = await app.operator('admin', 'Paola Neri');
  operator = await app.operator('operator', 'Luca Bianchi');
  claim = await submit(app.url, claimBody(await airportIds(database().pool), { passengerName: 'Maria Rossi' }));
  for (let index = 0; index < 23; index++) {
    const id = randomUUID();
    await app.store.append(`parcel-${index % 3}`, [{ id, type: 'ParcelWeighed', data: { grams: index }, metadata: metadata(index % 2 === 0 ? 'bilancia-pari' : 'bilancia-dispari') }], { expectedVersion: 'any' });
    parcels.push(id);
  }
  // One request's effects: the first event causes the second, which causes the third.
  for (const type of ['ParcelOrdered', 'ParcelPacked', 'ParcelShipped']) {
    const id = randomUUID();
    const causationId = chain.ids.at(-1) ?? chain.correlationId;
    await app.store.append('parcel-chain', [{ id, type, data: {}, metadata: metadata('magazzino', { correlationId: chain.correlationId, causationId }) }], { expectedVersion: 'any' });
    chain.ids.push(id);
  }
  await untilAllReadable(app.store);
});
afterAll(() => app?.close());

async function page(client: OperatorClient, query: string): Promise<EventPage> {
  const response = await client.fetch(`/api/admin/events?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as EventPage;
}

describe('GET /api/admin/events', () => {
  it('when paging through a type 10 at a time, then every event comes once, newest first, with no gap, and the last page ends the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: EventPage = await page(admin, `type=ParcelWeighed&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...result.events.map((event) => event.id));
      cursor = result.cursor;
      pages++;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toEqual([...parcels].reverse());
  });

  it('when filtering by stream, actor or several types, then only matching events come', async () => {
    const byStream = await page(admin, 'stream=parcel-1');
    expect(byStream.events.map((event) => event.id)).toEqual(parcels.filter((_, index) => index % 3 === 1).reverse());

    const byActor = await page(admin, 'actor=bilancia-dispari');
    expect(byActor.events).toHaveLength(11);
    expect(byActor.events.every((event) => event.actor.id === 'bilancia-dispari')).toBe(true);

    const byTypes = await page(admin, 'type=ParcelOrdered,ParcelShipped');
    expect(byTypes.events.map((event) => event.type)).toEqual(['ParcelShipped', 'ParcelOrdered']);

    const combined = await page(admin, 'type=ParcelWeighed&stream=parcel-0&actor=bilancia-pari');
    expect(combined.events.map((event) => event.id)).toEqual(parcels.filter((_, index) => index % 3 === 0 && index % 2 === 0).reverse());
  });

  it('when filtering by dates, then a range around today finds the events and one in the past finds none', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(admin, `type=ParcelWeighed&from=${today}&to=${today}&limit=200`)).events).toHaveLength(23);
    expect((await page(admin, 'type=ParcelWeighed&from=2020-01-01&to=2020-12-31')).events).toHaveLength(0);
    const now = encodeURIComponent(new Date().toISOString());
    expect((await page(admin, `type=ParcelWeighed&from=${now}`)).events).toHaveLength(0);
  });

  it('when browsing a claim’s stream, then each event reads as the claim timeline words it, with the personal fields decrypted', async () => {
    const result = await page(admin, `stream=claim-${claim.id}`);
    const submitted = result.events.find((event) => event.type === 'ClaimSubmitted')!;

    expect(submitted.description).toBe(`Richiesta inviata dal passeggero (pratica #${claim.practiceNumber})`);
    expect(submitted.claimId).toBe(claim.id);
    expect(submitted.actor).toMatchObject({ kind: 'passenger', name: 'Passeggero' });
    const detail = (await (await admin.fetch(`/api/admin/events/${submitted.id}`)).json()) as EventDetail;
    expect(detail.event.data).toMatchObject({ passengerName: 'Maria Rossi' });
    expect(detail.event.metadata).toMatchObject({ actor: { kind: 'passenger' } });
  });

  it('when an event of another stream is listed, then its line names its type and stream', async () => {
    const [latest] = (await page(admin, 'stream=parcel-chain&limit=1')).events;
    expect(latest!.description).toBe('Evento «ParcelShipped» sul flusso parcel-chain');
  });
});

describe('GET /api/admin/events/:eventId', () => {
  it('when opening an event, then the event its causation names and the others of its correlation come as links', async () => {
    const response = await admin.fetch(`/api/admin/events/${chain.ids[1]}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as EventDetail;

    expect(detail.event).toMatchObject({ id: chain.ids[1], type: 'ParcelPacked', correlationId: chain.correlationId, causationId: chain.ids[0] });
    expect(detail.causedBy?.id).toBe(chain.ids[0]);
    expect(detail.sameCorrelation.map((event) => event.id)).toEqual([chain.ids[2], chain.ids[0]]);
    expect(detail.moreWithSameCorrelation).toBe(false);

    const correlated = await page(admin, `correlation=${chain.correlationId}`);
    expect(correlated.events.map((event) => event.id)).toEqual([...chain.ids].reverse());
  });

  it('when the event does not exist, then 404 in Italian', async () => {
    const response = await admin.fetch(`/api/admin/events/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ title: 'Evento non trovato' });
  });
});

describe('who may browse', () => {
  it.each(['/api/admin/events', `/api/admin/events/${randomUUID()}`])('when an operator without the admin role asks %s, then 403', async (path) => {
    const response = await operator.fetch(path);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ title: 'Permesso negato' });
  });

  it('when no session comes, then 401', async () => {
    expect((await fetch(`${app.url}/api/admin/events`)).status).toBe(401);
  });

  it.each([
    ['limit=tanti', 'limit'],
    ['from=ieri', 'from'],
    ['from=2026-05-02&to=2026-05-01', 'from'],
    ['cursor=abc', 'cursor'],
    ['type=Tipo con spazi', 'type'],
    ['colore=rosso', ''],
  ])('when the query is %s, then 400 in Italian naming the field', async (query, field) => {
    const response = await admin.fetch(`/api/admin/events?${query}`);
    expect(response.status).toBe(400);
    const problem = await response.json();
    expect(problem.title).toBe('Dati non validi');
    if (field) expect(problem.errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
