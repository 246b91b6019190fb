import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { blankPng, dataUrl } from '../../unit/mandates/signature-pngs.js';
import { signWithToken } from './mandates-fixtures.js';

// Counted in Redis when the run has one, as in production.
const redisUrl = inject('redisUrl');
const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database(), { SIGNINGS_PER_HOUR_PER_CLAIM: '3', SIGNINGS_PER_HOUR_PER_IP: '8' }, redisUrl ? { redisUrl } : {});
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const blank = { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'drawn', png: dataUrl(blankPng()) }, consent: true };
const typed = { ...blank, signature: { kind: 'typed' } };
const mandateEvents = async (claim: Submitted) => {
  let count = 0;
  for await (const event of app.store.readStream(claimStream(claim.id))) if (event.type === 'MandateSigned') count += 1;
  return count;
};

describe('signing is limited per claim and per IP', () => {
  it('when one claim sends more signings in an hour than its limit, refused ones included, then the next is a 429 in Italian and nothing is signed', async () => {
    const claim = await submit(app.url, claimBody(airports));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signWithToken(app, claim, blank)).status).toBe(400);

    const response = await signWithToken(app, claim, typed);

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toMatchObject({ title: 'Troppe firme', detail: expect.stringMatching(/^Sono state inviate molte firme in poco tempo\. Riprova tra /) });
    expect(await mandateEvents(claim)).toBe(0);
  });

  it('when a stranger without the claim’s link floods its signing route, then the claim’s own signings are not used up', async () => {
    const claim = await submit(app.url, claimBody(airports));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signWithToken(app, claim, blank, 'not-the-token')).status).toBe(403);

    expect((await signWithToken(app, claim, typed)).status).toBe(201);
  });

  it('when one IP keeps signing across claims past its hourly limit, then it gets a 429 and nothing is signed', async () => {
    // The earlier tests of this file sent eight signings from this address: its limit.
    const claim = await submit(app.url, claimBody(airports));

    const response = await signWithToken(app, claim, typed);

    expect(response.status).toBe(429);
    expect(await response.text()).toMatch(/Troppe firme/);
    expect(await mandateEvents(claim)).toBe(0);
  });
});
