import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimMandates, MandateVerification } from '../../../src/contracts/mandates.js';
import { claimStream } from '../../../src/claims/contract.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDaysAgo } from '../../support/italian-days.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { blankPng, dataUrl, signaturePng } from '../../unit/mandates/signature-pngs.js';
import { printedText } from '../../support/pdf-text.js';
import { familyClaim, readMandates, signWithToken } from './mandates-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let admin: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('operator', 'Giulia Verdi');
  admin = await app.operator('admin', 'Anna Amministratrice');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

/** Nine years old on the day the tests run: a minor when signing (judged on today in Italy), born before the flight. */
const CHILD_BORN = italianDaysAgo(9 * 365);
const drawn = { kind: 'drawn', png: dataUrl(signaturePng()) } as const;
const adultSigning = (overrides: Record<string, unknown> = {}) => ({ passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: drawn, consent: true, ...overrides });

const events = async (claim: { id: number }) => {
  const all = [];
  for await (const event of app.store.readStream(claimStream(claim.id))) all.push(event);
  return all;
};
const mandateEvents = async (claim: { id: number }) => (await events(claim)).filter((event) => event.type === 'MandateSigned');
const documentsOf = async (claim: Submitted) => (await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()) as { documents: { id: string; fileType: string; fileTypeLabel: string }[] };
const storedFile = async (documentId: string) => {
  const { rows } = await database().pool.query<{ storage_key: string }>('SELECT storage_key FROM claim_documents WHERE id = $1', [documentId]);
  return path.join(app.config.DATA_DIR, 'uploads', ...rows[0]!.storage_key.split('/'));
};
const verify = async (claim: Submitted, passengerId: number) => {
  const response = await operator.fetch(`/api/admin/flight-checks/${claim.id}/mandates/${passengerId}/verify`);
  expect(response.status).toBe(200);
  return (await response.json()) as MandateVerification;
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('signing the mandate', () => {
  it('when an adult draws their signature right after submitting, then MandateSigned holds the PDF’s hash, the PDF is a mandate document and operators find the hash correct', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const response = await signWithToken(app, claim, adultSigning({ signerName: '  maria   ROSSI ' }));
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as ClaimMandates;
    expect(answer.passengers).toEqual([expect.objectContaining({ passengerId: 1, fullName: 'Maria Rossi', minor: false, signed: expect.objectContaining({ signedAs: 'passenger' }) })]);

    const [signed] = await mandateEvents(claim);
    expect(signed!.data).toMatchObject({ passengerId: 1, signerName: 'maria ROSSI', signedAs: 'passenger', signerIp: expect.any(String) });
    expect(signed!.metadata.actor).toEqual({ kind: 'passenger', id: claim.practiceNumber });

    const { documents } = await documentsOf(claim);
    const mandate = documents.find((document) => document.fileType === 'mandate');
    expect(mandate).toMatchObject({ id: (signed!.data as { documentId: string }).documentId, fileTypeLabel: 'Mandato firmato' });

    const opened = await operator.fetch(`/api/admin/documents/${mandate!.id}/content`);
    const pdf = new Uint8Array(await opened.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(sha256(pdf)).toBe((signed!.data as { sha256: string }).sha256);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);

    expect(await verify(claim, 1)).toMatchObject({ matches: true, message: 'Impronta corretta' });

    // The signer's name and IP are stored encrypted under the passenger's key.
    const { rows } = await database().pool.query<{ data: Record<string, unknown> }>(`SELECT data FROM events WHERE stream_id = $1 AND type = 'MandateSigned'`, [claimStream(claim.id)]);
    expect(rows[0]!.data).not.toHaveProperty('signerName');
    expect(rows[0]!.data).not.toHaveProperty('signerIp');
    expect(rows[0]!.data.$personal).toMatchObject({ fields: expect.arrayContaining(['signerName', 'signerIp']) });
    expect(JSON.stringify(rows[0]!.data)).not.toMatch(/maria/i);
  });

  it('when the stored PDF is altered afterwards, then the hash check says it does not match the signature', async () => {
    const claim = await submit(app.url, claimBody(airports));
    expect((await signWithToken(app, claim, adultSigning())).status).toBe(201);
    const [signed] = await mandateEvents(claim);
    const file = await storedFile((signed!.data as { documentId: string }).documentId);
    const bytes = await readFile(file);
    await writeFile(file, Buffer.concat([bytes, Buffer.from('\n% modificato\n')]));

    expect(await verify(claim, 1)).toMatchObject({ matches: false, message: 'Il file non corrisponde alla firma registrata' });
  });

  it('when a minor’s parent signs by typing their own name, then the mandate is signed as guardian and the passenger area of the wizard lists it', async () => {
    const claim = await familyClaim(app, airports, [
      { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria.rossi@example.it' },
      { fullName: 'Luca Rossi', dateOfBirth: CHILD_BORN, email: null },
    ]);
    const before = await readMandates(app, claim);
    expect(before.passengers.map((passenger) => [passenger.fullName, passenger.minor, passenger.signed])).toEqual([
      ['Maria Rossi', false, null],
      ['Luca Rossi', true, null],
    ]);

    const response = await signWithToken(app, claim, { passengerId: 2, signerName: 'Maria Rossi', signedAs: 'guardian', signature: { kind: 'typed' }, consent: true });
    expect(response.status, await response.clone().text()).toBe(201);
    const [signed] = await mandateEvents(claim);
    expect(signed!.data).toMatchObject({ passengerId: 2, signerName: 'Maria Rossi', signedAs: 'guardian' });
    const after = await readMandates(app, claim);
    expect(after.passengers[1]!.signed).toMatchObject({ signerName: 'Maria Rossi', signedAs: 'guardian' });
    expect(after.passengers[0]!.signed).toBeNull();
  });

  it('when each passenger of an eligible family claim signs, then each signed PDF states that passenger’s estimated compensation, our fee in euros and the net, and that the fee is due only on money received', async () => {
    const claim = await submit(
      app.url,
      claimBody(airports, {
        arrivalDelayMinutes: 300,
        airlineReason: 'technical_fault',
        passengerName: 'Maria Rossi',
        passengers: [
          { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria.rossi@example.it' },
          { fullName: 'Luca Rossi', dateOfBirth: CHILD_BORN, email: null },
        ],
      }),
    );
    // Rome → New York 5 hours late: 600 € each; 25 % + IVA = 183,00 €; 417,00 € for the passenger.
    const estimate = { compensationCents: 60_000, commissionCents: 15_000, vatCents: 3_300, feeCents: 18_300, netCents: 41_700 };
    expect((await readMandates(app, claim)).passengers.map((passenger) => passenger.estimate)).toEqual([estimate, estimate]);

    expect((await signWithToken(app, claim, adultSigning())).status).toBe(201);
    expect((await signWithToken(app, claim, { passengerId: 2, signerName: 'Maria Rossi', signedAs: 'guardian', signature: { kind: 'typed' }, consent: true })).status).toBe(201);

    for (const signed of await mandateEvents(claim)) {
      const text = (await printedText(await readFile(await storedFile((signed.data as { documentId: string }).documentId)))).replace(/\s+/g, ' ');
      expect(text).toContain('Importi per il passeggero, su stima: risarcimento 600,00 €; compenso del mandatario, IVA inclusa, 183,00 €; netto per il passeggero 417,00 €.');
      expect(text).toContain('è dovuto solo sulla somma effettivamente ricevuta in denaro dalla compagnia aerea per il passeggero');
    }
  });

  it('when the claim’s right is still to be verified, then the signed PDF says the compensation cannot be estimated yet instead of an amount', async () => {
    const claim = await submit(app.url, claimBody(airports));
    expect((await readMandates(app, claim)).passengers[0]!.estimate).toBeNull();
    expect((await signWithToken(app, claim, adultSigning())).status).toBe(201);
    const [signed] = await mandateEvents(claim);

    const text = (await printedText(await readFile(await storedFile((signed!.data as { documentId: string }).documentId)))).replace(/\s+/g, ' ');

    expect(text).toContain('risarcimento non ancora stimabile, perché il diritto è da verificare; compenso del mandatario, IVA inclusa, pari al 30,5 % della somma incassata; netto per il passeggero il resto.');
    expect(text).not.toContain('€;');
  });

  it('when an infant travelled free, then no mandate is asked for them and signing one is refused with nothing appended', async () => {
    const passengers = [
      { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria.rossi@example.it' },
      // Ten months old on the flight's day (claimBody flies 100 days ago).
      { fullName: 'Leo Rossi', dateOfBirth: italianDaysAgo(400), email: null, travelledFree: true },
    ];
    const claim = await submit(app.url, claimBody(airports, { passengers }));
    expect((await readMandates(app, claim)).passengers.map((passenger) => passenger.fullName)).toEqual(['Maria Rossi']);

    const response = await signWithToken(app, claim, { passengerId: 2, signerName: 'Maria Rossi', signedAs: 'guardian', signature: { kind: 'typed' }, consent: true });
    expect(response.status).toBe(409);
    expect((await response.json()).detail).toBe('Per chi ha viaggiato gratis non chiediamo nulla alla compagnia: il mandato non serve.');
    expect(await mandateEvents(claim)).toEqual([]);
  });

  it('when operators read the claim’s mandates and timeline, then each signed passenger and the unsigned ones are there in Italian', async () => {
    const claim = await familyClaim(app, airports, [
      { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: null },
      { fullName: 'Paolo Rossi', dateOfBirth: '1983-01-30', email: 'paolo.rossi@example.it' },
    ]);
    expect((await signWithToken(app, claim, adultSigning())).status).toBe(201);
    const listed = (await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/mandates`)).json()) as ClaimMandates;
    expect(listed.passengers.map((passenger) => passenger.signed?.signerName ?? 'Mandato non firmato')).toEqual(['Maria Rossi', 'Mandato non firmato']);
    const timeline = (await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json()) as { type: string; description: string }[];
    const entries = Array.isArray(timeline) ? timeline : (timeline as { entries: { type: string; description: string }[] }).entries;
    expect(entries.find((entry) => entry.type === 'MandateSigned')?.description).toMatch(/^Mandato firmato per il passeggero 1 da Maria Rossi/);
  });
});

describe('refusals change nothing', () => {
  const refusals: [string, Record<string, unknown>, number, RegExp][] = [
    ['no consent', { consent: false }, 400, /Conferma il consenso per firmare/],
    ['a blank canvas', { signature: { kind: 'drawn', png: dataUrl(blankPng()) } }, 400, /Firma mancante/],
    ['bytes that are not a PNG', { signature: { kind: 'drawn', png: `data:image/png;base64,${Buffer.from('GIF89a not a png at all, really not').toString('base64')}` } }, 400, /non è un’immagine valida/],
    ['no signature', { signature: undefined }, 400, /Firma mancante/],
    ['another name than the passenger’s', { signerName: 'Mario Bianchi' }, 400, /Il nome non corrisponde al passeggero/],
    ['an adult signed for by a guardian', { signedAs: 'guardian', signerName: 'Anna Rossi' }, 400, /maggiorenne firma da sé/],
    ['a passenger who is not on the claim', { passengerId: 4 }, 404, /Passeggero non trovato/],
  ];
  it.each(refusals)('when the signing has %s, then it is refused with its Italian message and nothing is stored', async (_case, overrides, status, message) => {
    const claim = await submit(app.url, claimBody(airports));
    const before = (await events(claim)).length;
    const response = await signWithToken(app, claim, adultSigning(overrides));
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
    expect((await events(claim)).length).toBe(before);
    expect((await documentsOf(claim)).documents).toEqual([]);
  });

  it('when a passenger signs twice, then the second is a 409 «Mandato già firmato per questo passeggero» and one document stays', async () => {
    const claim = await submit(app.url, claimBody(airports));
    expect((await signWithToken(app, claim, adultSigning())).status).toBe(201);
    const again = await signWithToken(app, claim, adultSigning({ signature: { kind: 'typed' } }));
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/Mandato già firmato per questo passeggero/);
    expect(await mandateEvents(claim)).toHaveLength(1);
    expect((await documentsOf(claim)).documents).toHaveLength(1);
  });

  it('when a minor’s mandate is signed as their own, then a parent or guardian is asked for', async () => {
    const claim = await familyClaim(app, airports, [
      { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: null },
      { fullName: 'Luca Rossi', dateOfBirth: CHILD_BORN, email: null },
    ]);
    const response = await signWithToken(app, claim, adultSigning({ passengerId: 2, signerName: 'Luca Rossi' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/genitore o tutore/);
    expect(await mandateEvents(claim)).toHaveLength(0);
  });

  it('when the claim’s personal data were erased, then signing is a 409 and nothing is appended', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const erased = await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero' } });
    expect(erased.status).toBe(200);
    // The erased claim's upload links open nothing any more: the token is refused before the rules.
    const response = await signWithToken(app, claim, adultSigning());
    expect([403, 409]).toContain(response.status);
    expect(await mandateEvents(claim)).toHaveLength(0);
  });

  it('when the upload token is another claim’s or missing, then the signing is a 403 and nothing is stored', async () => {
    const [claim, other] = [await submit(app.url, claimBody(airports)), await submit(app.url, claimBody(airports))];
    const forged = await signWithToken(app, claim, adultSigning(), other.uploadToken);
    expect(forged.status).toBe(403);
    const missing = await postJson(`${app.url}/api/flight-checks/${claim.id}/mandates`, adultSigning());
    expect(missing.status).toBe(403);
    const reading = await fetch(`${app.url}/api/flight-checks/${claim.id}/mandates`);
    expect(reading.status).toBe(403);
    expect(await mandateEvents(claim)).toHaveLength(0);
  });

  it('when a passenger records an upload as a signed mandate, then the type is refused', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const response = await postJson(`${app.url}/api/documents`, { practiceNumber: claim.practiceNumber, public_id: 'a'.repeat(32), fileType: 'mandate' }, { 'x-upload-token': claim.uploadToken });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/fileType/);
  });
});
