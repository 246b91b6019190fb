import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandPanel } from '../../../src/contracts/demands.js';
import { pecInboxDir } from '../../../src/modules.js';
import { runDeadlinePass } from '../../../src/tasks/deadline-job.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { COMPANY_ENV } from '../billing/billing-fixtures.js';
import { streamOf } from '../privacy/fixtures.js';
import { deadlineDeps } from '../tasks/task-fixtures.js';
import { airlinePath, panelOf, readyClaim } from './demand-fixtures.js';

const PEC = 'reclami@pec.compagnia.example';

/** A receipt as a PEC provider issues it: the headers of the PEC technical rules, naming the letter by its Message-ID. */
const receiptEml = (kind: string, messageId: string, date = 'Thu, 05 Mar 2026 11:00:00 +0100') =>
  Buffer.from(
    [`From: posta-certificata@pec.provider.example`, `To: pratiche@pec.rimborsovolo24.it`, `Subject: CONSEGNA: Richiesta di compensazione`, `Date: ${date}`, `X-Ricevuta: ${kind}`, `X-Riferimento-Message-ID: ${messageId}`, 'Content-Type: text/plain; charset=utf-8', '', 'Il giorno 05/03/2026 alle ore 11:00:00 il messaggio è stato consegnato.', ''].join('\r\n'),
  );

/** ITA Airways (AZ) is licensed in Italy: once an admin records its PEC, letters go there through our PEC account. */
describe('letters to an Italian carrier by PEC, and the PEC receipts', () => {
  const database = useTestDatabase();
  let email: Awaited<ReturnType<typeof startSmtpSink>>;
  let pec: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;

  beforeAll(async () => {
    [email, pec] = await Promise.all([startSmtpSink(), startSmtpSink()]);
    app = await startTestApp(database(), { ...COMPANY_ENV, AIRLINE_SMTP_URL: email.url, AIRLINE_PEC_URL: pec.url, AIRLINE_PEC_FROM: 'pratiche@pec.rimborsovolo24.it' });
    operator = await app.operator('operator', 'Giulia Verdi');
    const admin = await app.operator('admin', 'Anna Amministratrice');
    const edited = await admin.fetch('/api/admin/airlines/AZ', { method: 'PATCH', body: { pecAddress: 'Reclami@PEC.compagnia.example' } });
    expect(edited.status, await edited.clone().text()).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([email?.close(), pec?.close()]);
  });

  const postReceipt = (eml: Buffer) =>
    fetch(`${app.url}/api/admin/airline-letters/pec-receipts`, {
      method: 'POST',
      headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken, 'content-type': 'message/rfc822' },
      body: new Uint8Array(eml),
    });
  const receiptsOf = async (claim: { id: number }) => (await streamOf(app, claim.id)).filter((event) => event.type === 'AirlineLetterReceiptRecorded');

  async function sentByPec() {
    const claim = await readyClaim(app, database().pool, operator);
    expect((await operator.fetch(airlinePath(claim, '/letter'), { method: 'POST', body: { language: 'it' } })).status).toBe(201);
    const sent = await operator.fetch(airlinePath(claim, '/send'), { method: 'POST', body: { recipient: PEC } });
    expect(sent.status, await sent.clone().text()).toBe(202);
    const [sending] = (await streamOf(app, claim.id)).filter((event) => event.type === 'ClaimSentToAirline');
    return { claim, messageId: (sending!.data as { messageId: string }).messageId };
  }

  it('when the letter is sent, then it goes only to the carrier’s PEC, through our PEC account, and the sending says so', async () => {
    const claim = await readyClaim(app, database().pool, operator);
    const panel = await panelOf(operator, claim);
    expect(panel).toMatchObject({ channel: 'pec', allowedRecipients: [PEC], suggestedRecipient: PEC });

    const { messageId } = await sentByPec();

    expect(pec.received.filter((mail) => mail.to.includes(PEC))).toHaveLength(1);
    expect(pec.received.find((mail) => mail.to.includes(PEC))!.headers.from).toContain('pratiche@pec.rimborsovolo24.it');
    expect(email.received).toHaveLength(0);
    expect(messageId).toMatch(/^<.+>$/);
  });

  it('when the provider’s receipt of delivery is uploaded, then it is recorded on the letter with the .eml kept, and shown in the panel; the same receipt again records nothing', async () => {
    const { claim, messageId } = await sentByPec();

    const first = await postReceipt(receiptEml('avvenuta-consegna', messageId));
    expect(first.status, await first.clone().text()).toBe(201);
    const answer = (await first.json()) as { recorded: boolean; panel: DemandPanel };
    expect(answer.recorded).toBe(true);
    expect(answer.panel.dispatch).toMatchObject({ channel: 'pec', deliveredAt: '2026-03-05T10:00:00.000Z' });

    const [receipt] = await receiptsOf(claim);
    expect(receipt!.data).toMatchObject({ receipt: 'consegna', receivedAt: '2026-03-05T10:00:00.000Z' });
    const documents = await operator.fetch(`/api/admin/documents/${(receipt!.data as { documentId: string }).documentId}/content`);
    expect(documents.status).toBe(200);
    expect(await documents.text()).toContain('X-Ricevuta: avvenuta-consegna');

    const again = await postReceipt(receiptEml('avvenuta-consegna', messageId));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { recorded: boolean }).recorded).toBe(false);
    expect(await receiptsOf(claim)).toHaveLength(1);
  });

  it('when a receipt names no letter of ours, or is no receipt, then it is refused in Italian and nothing is appended', async () => {
    const { claim } = await sentByPec();

    const unknown = await postReceipt(receiptEml('avvenuta-consegna', '<sconosciuto@altro.example>'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toContain('Nessuna lettera alla compagnia è partita con il Message-ID indicato dalla ricevuta');

    const notReceipt = await postReceipt(Buffer.from('Subject: ciao\r\n\r\ntesto\r\n'));
    expect(notReceipt.status).toBe(422);
    expect((await notReceipt.json()).detail).toContain('manca l’intestazione X-Ricevuta');
    expect(await receiptsOf(claim)).toHaveLength(0);
  });

  it('when the receipts are saved into the PEC inbox folder, then the deadline pass records them and moves them to processed/', async () => {
    const { claim, messageId } = await sentByPec();
    const inbox = pecInboxDir(app.config);
    await mkdir(inbox, { recursive: true });
    await writeFile(path.join(inbox, 'accettazione.eml'), receiptEml('accettazione', messageId));
    await writeFile(path.join(inbox, 'altra.eml'), receiptEml('avvenuta-consegna', '<sconosciuto@altro.example>'));

    await runDeadlinePass(deadlineDeps(app, database().pool), new Date('2026-03-05T12:00:00.000Z'));

    expect((await receiptsOf(claim)).map((event) => (event.data as { receipt: string }).receipt)).toEqual(['accettazione']);
    expect(await readdir(path.join(inbox, 'processed'))).toEqual(['accettazione.eml']);
    expect((await readdir(inbox)).filter((name) => name.endsWith('.eml'))).toEqual(['altra.eml']);
    expect((await panelOf(operator, claim)).dispatch).toMatchObject({ pecAcceptedAt: '2026-03-05T10:00:00.000Z', deliveredAt: null });
  });
});
