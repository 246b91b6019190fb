import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ClaimMandates } from '../../../src/contracts/mandates.js';
import { claimStream } from '../../../src/claims/contract.js';
import type { PassengerClaimStory } from '../../../src/contracts/passenger-area.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { signIn, type SmtpSink } from '../passengers/passenger-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Passenger area mandate tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('signing the mandate in the passenger area', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let app: TestApp;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const typed = { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'typed' }, consent: true };
  const mandateEvents = async (claimId: number) => {
    const found = [];
    for await (const event of app.store.readStream(claimStream(claimId))) if (event.type === 'MandateSigned') found.push(event);
    return found;
  };

  it('when the passenger signs later from the area, then the mandate is signed and their timeline says so', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'maria.area@example.it' }));
    const client = await signIn(app, smtp, 'maria.area@example.it');
    const before = (await (await client.fetch(`/api/passenger/claims/${claim.id}/mandates`)).json()) as ClaimMandates;
    expect(before.passengers[0]!.signed).toBeNull();

    const signed = await client.fetch(`/api/passenger/claims/${claim.id}/mandates`, { method: 'POST', body: typed });
    expect(signed.status, await signed.clone().text()).toBe(201);
    const story = (await (await client.fetch(`/api/passenger/claims/${claim.id}`)).json()) as PassengerClaimStory;
    expect(JSON.stringify(story)).toContain('Mandato con rappresentanza firmato');
  });

  it('when another address signs for a claim that is not theirs, or signs without the CSRF token, then it is refused and nothing is stored', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'owner@example.it' }));
    await submit(app.url, claimBody(airports, { email: 'intruder@example.it' }));
    const intruder = await signIn(app, smtp, 'intruder@example.it');
    const foreign = await intruder.fetch(`/api/passenger/claims/${claim.id}/mandates`, { method: 'POST', body: typed });
    expect(foreign.status).toBe(404);
    expect((await intruder.fetch(`/api/passenger/claims/${claim.id}/mandates`)).status).toBe(404);

    const owner = await signIn(app, smtp, 'owner@example.it');
    const withoutCsrf = await owner.fetch(`/api/passenger/claims/${claim.id}/mandates`, { method: 'POST', body: typed, csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect(await mandateEvents(claim.id)).toHaveLength(0);
  });
});
