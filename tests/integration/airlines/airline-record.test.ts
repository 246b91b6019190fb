import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../../projections/projection.js';
import { rebuildProjection } from '../../../projections/rebuild.js';
import { verifyProjection } from '../../../projections/verify.js';
import { airlineRecord } from '../../../src/airlines/read-models/airline-claims.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SENT_AT = '2026-09-01T08:00:00.000Z';
/** The day `days` after the sending, Italian calendar. */
const dayAfterSending = (days: number) => new Date(Date.UTC(2026, 8, 1 + days)).toISOString().slice(0, 10);

const operator = { kind: 'operator' as const, id: 'op-1', name: 'Giulia Verdi' };
const system = { kind: 'system' as const, id: 'deadlines' };
const metadata = (at: string, actor: typeof operator | typeof system = operator) => ({ actor, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: at });

const sent = (airlineCode: string) => ({
  type: 'ClaimSentToAirline',
  data: { messageId: `<${randomUUID()}@rimborsovolo24.it>`, airlineCode, recipient: 'reclami@esempio-vettore.it', letterDocumentId: 'doc-1', attachmentDocumentIds: [], sentAt: SENT_AT },
  metadata: metadata(SENT_AT),
});
const replied = (airlineCode: string, outcome: string, days: number) => ({
  type: 'AirlineReplied',
  data: { outcome, airlineCode, receivedOn: dayAfterSending(days) },
  metadata: metadata(`${dayAfterSending(days)}T12:00:00.000Z`),
});
const paid = (days: number) => ({
  type: 'AirlinePaymentReceived',
  data: { amountCents: 25_000, receivedOn: dayAfterSending(days), bankReference: 'BONIFICO' },
  metadata: metadata(`${dayAfterSending(days)}T09:00:00.000Z`),
});

interface History {
  events: ReturnType<typeof sent | typeof replied | typeof paid>[];
  /** A complaint task on the claim, completed by an operator (filed) or closed by the system (its reason gone). */
  complaint?: 'filed' | 'lapsed';
}

describe('the airline’s record for passengers: GET /api/airlines/{iataCode}/record', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let claimId = 810_000;

  beforeAll(async () => {
    app = await startTestApp(database());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function record(histories: History[]) {
    let position;
    for (const history of histories) {
      const id = ++claimId;
      position = (await app.store.append(`claim-${id}`, history.events, { expectedVersion: 'any' })).position;
      if (!history.complaint) continue;
      const openedAt = `${dayAfterSending(42)}T07:00:00.000Z`;
      const completedAt = `${dayAfterSending(44)}T10:00:00.000Z`;
      position = (
        await app.store.append(
          `task-${randomUUID()}`,
          [
            { type: 'TaskOpened', data: { claimId: id, kind: 'enac_complaint', owner: null, dueOn: dayAfterSending(49), reason: 'Nessuna risposta dalla compagnia', documentId: null, complaintTo: 'IT' }, metadata: metadata(openedAt, system) },
            history.complaint === 'filed'
              ? { type: 'TaskCompleted', data: { outcome: 'Reclamo presentato' }, metadata: metadata(completedAt) }
              : { type: 'TaskCompleted', data: { outcome: 'Chiusa automaticamente: la compagnia ha risposto' }, metadata: metadata(completedAt, system) },
          ],
          { expectedVersion: 'no_stream' },
        )
      ).position;
    }
    expect(await app.runner.waitFor(['airline_claims'], position!, 10_000)).toBe(true);
  }

  const times = (count: number, history: () => History) => Array.from({ length: count }, history);

  it('when a carrier has 19 decided claims, then the record says there are not enough and gives no figures', async () => {
    await record([...times(19, () => ({ events: [sent('FR'), replied('FR', 'rejected', 10)] })), ...times(3, () => ({ events: [sent('FR')] }))]);

    const response = await fetch(`${app.url}/api/airlines/fr/record`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ iataCode: 'FR', airlineName: 'Ryanair', enough: false, minimumDecidedClaims: 20 });
  });

  it('when a carrier has 20 decided claims, then the record gives claims sent, the exact medians and the share paid without a complaint filed', async () => {
    await record([
      // Answered in 30 days (6) or 33 (2), accepted, paid on day 60, no complaint.
      ...times(6, () => ({ events: [sent('AZ'), replied('AZ', 'accepted', 30), paid(60)] })),
      ...times(2, () => ({ events: [sent('AZ'), replied('AZ', 'accepted', 33), paid(60)] })),
      // Accepted in 40 days, paid on day 90 only after a complaint was filed.
      ...times(2, () => ({ events: [sent('AZ'), replied('AZ', 'accepted', 40), paid(90)] as History['events'], complaint: 'filed' as const })),
      // Rejected in 20 days, never paid.
      ...times(4, () => ({ events: [sent('AZ'), replied('AZ', 'rejected', 20)] })),
      // Rejected in 50 days, a complaint filed, then paid on day 120.
      ...times(2, () => ({ events: [sent('AZ'), replied('AZ', 'rejected', 50), paid(120)] as History['events'], complaint: 'filed' as const })),
      // Paid on day 45 without a written answer; the complaint task closed by itself: nothing was filed.
      ...times(2, () => ({ events: [sent('AZ'), paid(45)] as History['events'], complaint: 'lapsed' as const })),
      // Paid in part: answered in 35 days, paid on day 70.
      ...times(2, () => ({ events: [sent('AZ'), replied('AZ', 'partial', 35), paid(70)] })),
      // Not decided: no answer yet, or only a voucher offered.
      { events: [sent('AZ')] },
      { events: [sent('AZ'), replied('AZ', 'voucher', 15)] },
    ]);

    const response = await fetch(`${app.url}/api/airlines/AZ/record`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await response.json()).toEqual({
      iataCode: 'AZ',
      airlineName: 'ITA Airways',
      enough: true,
      claimsSent: 22,
      decidedClaims: 20,
      // Days to the first answer or payment, sorted: 20 ×4, 30 ×6, 33 ×2, 35 ×2, 40 ×2, 45 ×2, 50 ×2: the 10th and 11th are 30 and 33.
      medianDaysToAnswer: 31.5,
      // Paid without a filed complaint: 8 + 2 (paid directly) + 2 (in part) of 20.
      paidWithoutEscalationShare: 0.6,
      // Days to payment over the 16 paid: 45 ×2, 60 ×8, 70 ×2, 90 ×2, 120 ×2.
      medianDaysToPayment: 60,
    });
  });

  it('when the read model is verified and rebuilt from the events, then it matches and the records come back the same, complaints included', async () => {
    const deps = { pool: database().pool, store: app.store, batchSize: 7 };
    const projection = app.handlers.find((handler): handler is Projection => handler.kind === 'projection' && handler.name === 'airline_claims')!;
    const records = () => Promise.all([airlineRecord(deps.pool, { iataCode: 'AZ', name: 'ITA Airways' }, 20), airlineRecord(deps.pool, { iataCode: 'FR', name: 'Ryanair' }, 20)]);
    const before = await records();
    expect(before[0]).toMatchObject({ enough: true, paidWithoutEscalationShare: 0.6 });

    expect((await verifyProjection(deps, projection)).differences).toEqual([]);
    await rebuildProjection(deps, projection);

    expect(await records()).toEqual(before);
  });

  it('when the projector has not created the read model yet, then a carrier’s record says there are not enough decided claims, not an error', async () => {
    const pool = database().pool;
    await pool.query('ALTER TABLE airline_claims RENAME TO airline_claims_not_yet');
    try {
      expect(await airlineRecord(pool, { iataCode: 'AZ', name: 'ITA Airways' }, 20)).toEqual({ iataCode: 'AZ', airlineName: 'ITA Airways', enough: false, minimumDecidedClaims: 20 });
    } finally {
      await pool.query('ALTER TABLE airline_claims_not_yet RENAME TO airline_claims');
    }
  });

  it('when the code is not a carrier’s or not a code, then the answer is a 404 or a 400 in Italian', async () => {
    const unknown = await fetch(`${app.url}/api/airlines/Q0/record`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe('Nessuna compagnia aerea nota con questo codice IATA');

    for (const code of ['AZA', '%27%3B--', 'A']) {
      const invalid = await fetch(`${app.url}/api/airlines/${code}/record`);
      expect(invalid.status).toBe(400);
      expect(JSON.stringify(await invalid.json())).toContain('Codice IATA non valido');
    }
  });
});
