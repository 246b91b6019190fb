import type * as Zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { MAX_INFLATED_BYTES, MAX_SIGNATURE_HEIGHT, MAX_SIGNATURE_WIDTH } from '../../../src/mandates/signature-image.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { bombPng, dataUrl, signaturePng } from '../../unit/mandates/signature-pngs.js';
import { signWithToken } from './mandates-fixtures.js';

/** Every inflate the server runs, with the cap it gave zlib and what came of it. */
const inflates = vi.hoisted(() => [] as { maxOutputLength: number | undefined; outcome: number | 'refused' }[]);
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  const inflateSync = (data: Zlib.InputType, options?: Zlib.ZlibOptions) => {
    const entry: (typeof inflates)[number] = { maxOutputLength: options?.maxOutputLength, outcome: 'refused' };
    inflates.push(entry);
    const output = zlib.inflateSync(data, options);
    entry.outcome = output.length;
    return output;
  };
  return { ...zlib, default: { ...zlib, inflateSync }, inflateSync };
});

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('operator', 'Giulia Verdi');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());
beforeEach(() => {
  inflates.length = 0;
});

const SIXTY_FOUR_MB = 64_004_000; // 4,000 rows of 4,000 RGBA pixels and their filter bytes
const signing = (png: Buffer) => ({ passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'drawn', png: dataUrl(png) }, consent: true });
const eventCount = async (claim: Submitted) => {
  let count = 0;
  for await (const _event of app.store.readStream(claimStream(claim.id))) count += 1;
  return count;
};
const documentCount = async (claim: Submitted) => ((await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()) as { documents: unknown[] }).documents.length;

describe('a signature that is a decompression bomb', () => {
  it('when the PNG’s header says 4000 × 4000 and its 62 kB inflate to 64 MB, then it is refused as too large before anything is inflated, and nothing is stored', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const bomb = bombPng(4_000, 4_000, SIXTY_FOUR_MB);
    expect(bomb.length).toBeLessThan(70 * 1024);
    const before = await eventCount(claim);

    const response = await signWithToken(app, claim, signing(bomb));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ title: 'Firma non valida', detail: 'La firma è troppo grande: cancellala e disegnala di nuovo' });
    expect(inflates).toEqual([]);
    expect(await eventCount(claim)).toBe(before);
    expect(await documentCount(claim)).toBe(0);
  });

  it('when the header claims the largest allowed size but the data inflate to 64 MB, then zlib stops at the size the header allows and the signing is refused', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const before = await eventCount(claim);

    const response = await signWithToken(app, claim, signing(bombPng(MAX_SIGNATURE_WIDTH, MAX_SIGNATURE_HEIGHT, SIXTY_FOUR_MB)));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: 'La firma non è un’immagine valida: disegnala di nuovo' });
    expect(inflates).toEqual([{ maxOutputLength: MAX_INFLATED_BYTES, outcome: 'refused' }]);
    expect(MAX_INFLATED_BYTES).toBeLessThanOrEqual(1.25 * 1024 * 1024);
    expect(await eventCount(claim)).toBe(before);
    expect(await documentCount(claim)).toBe(0);
  });

  it('when four bombs are in flight at once, then each is refused and /api/health still answers', async () => {
    const claims = await Promise.all([1, 2, 3, 4].map(() => submit(app.url, claimBody(airports))));
    const bombs = [bombPng(4_000, 4_000, SIXTY_FOUR_MB), bombPng(MAX_SIGNATURE_WIDTH, MAX_SIGNATURE_HEIGHT, SIXTY_FOUR_MB)];

    const [health, ...refusals] = await Promise.all([fetch(`${app.url}/api/health`), ...claims.map((claim, index) => signWithToken(app, claim, signing(bombs[index % 2]!)))]);

    expect(health!.status).toBe(200);
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    expect(inflates.every((inflate) => inflate.maxOutputLength! <= MAX_INFLATED_BYTES && inflate.outcome === 'refused')).toBe(true);
    for (const claim of claims) expect(await documentCount(claim)).toBe(0);
  });

  it('when a real signature of the pad’s largest size is sent, then it is accepted', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const response = await signWithToken(app, claim, signing(signaturePng(600, 480, 3)));
    expect(response.status, await response.clone().text()).toBe(201);
    expect(inflates.map((inflate) => inflate.outcome)).toContain((600 * 4 + 1) * 480);
  });
});
