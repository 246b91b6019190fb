import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandPanel } from '../../../src/contracts/demands.js';
import { airlineOutboxDir } from '../../../src/modules.js';
import { useTestDatabase } from '../../support/database.js';
import { RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { COMPANY_ENV } from '../billing/billing-fixtures.js';
import { streamOf } from '../privacy/fixtures.js';
import { allowAddress, airlinePath, readyClaim } from './demand-fixtures.js';

/** How the English letter and its e-mail write a day: «3 October 2026». */
const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Development without Redis nor AIRLINE_SMTP_URL: the letter goes within the request, to the claim's outbox folder. */
describe('letters to airlines without a queue nor an SMTP server', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  let admin: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database(), COMPANY_ENV);
    operator = await app.operator('operator', 'Giulia Verdi');
    admin = await app.operator('admin', 'Anna Amministratrice');
    await allowAddress(admin, 'AZ', 'claims@carrier.example');
  });
  afterAll(async () => {
    await app?.close();
  });
  const outboxOf = async (claimId: number) => readdir(path.join(airlineOutboxDir(app.config), String(claimId))).catch(() => []);

  it('when the letter is sent, then it is written as an .eml file with its attachments at once; when the passenger is erased, then the file goes', async () => {
    const claim = await readyClaim(app, database().pool, operator, { passengerName: 'Ilaria Conti', email: 'ilaria.conti@example.it' });
    expect((await operator.fetch(airlinePath(claim, '/letter'), { method: 'POST', body: { language: 'en' } })).status).toBe(201);

    const sent = await operator.fetch(airlinePath(claim, '/send'), { method: 'POST', body: { recipient: 'claims@carrier.example' } });

    expect(sent.status, await sent.clone().text()).toBe(202);
    expect(((await sent.json()) as DemandPanel).dispatch).toMatchObject({ status: 'sent', recipient: 'claims@carrier.example' });
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'ClaimSentToAirline')).toHaveLength(1);
    const files = await outboxOf(claim.id);
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(airlineOutboxDir(app.config), String(claim.id), files[0]!)));
    expect(mail.subject).toBe(`Claim for compensation, Regulation (EC) 261/2004 — flight AZ610 of ${ENGLISH_DAY.format(new Date(RECENT_FLIGHT_DATE))} — reference ${claim.practiceNumber}`);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`letter-${claim.practiceNumber}.pdf`, expect.stringMatching(/^mandato-/), 'carta-imbarco.pdf']);
    expect(mail.text?.trim().endsWith(`Yours faithfully,\n${COMPANY_ENV.COMPANY_NAME}`)).toBe(true);

    const erased = await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero' } });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await outboxOf(claim.id)).toEqual([]);
    const refused = await operator.fetch(airlinePath(claim, '/letter'), { method: 'POST', body: {} });
    expect(refused.status).toBe(409);
  });
});
