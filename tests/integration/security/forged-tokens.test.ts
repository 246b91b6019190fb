import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueUploadToken } from '../../../src/claims/upload-token.js';
import { grantUpload } from '../../../src/documents/upload-grant.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { samplePdf } from '../../support/sample-files.js';
import { postJson, startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

/** The key every copy of the product signed with when SECRET_KEY was unset, before keys were generated per installation. */
const FORMER_BUILT_IN_SECRET = 'development-only-secret-not-for-production-use';

const database = useTestDatabase();

/** The status of every route a passenger's upload token opens, called with this token. */
async function statusesWithToken(app: TestApp, claim: Submitted, token: string) {
  const number = claim.practiceNumber;
  const responses = await Promise.all([
    fetch(`${app.url}/api/flight-checks/practice/${number}?t=${encodeURIComponent(token)}`),
    fetch(`${app.url}/api/documents/practice/${number}?t=${encodeURIComponent(token)}`),
    postJson(`${app.url}/api/documents/upload-signature`, { practiceNumber: number, token }),
    postJson(`${app.url}/api/documents`, { practiceNumber: number, token, public_id: 'a'.repeat(32), fileType: 'carta_imbarco' }),
    postJson(`${app.url}/api/documents/practice/${number}/complete`, {}, { 'x-upload-token': token }),
  ]);
  return responses.map((response) => response.status);
}

/** The status of an upload sent with a grant signed by this key. */
async function uploadStatusWithGrant(app: TestApp, claim: Submitted, key: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'carta-imbarco.pdf');
  const response = await fetch(`${app.url}${grantUpload(claim.id, key, new Date()).upload_url}`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

const REFUSED = [403, 403, 403, 403, 403];

describe('when SECRET_KEY is unset outside production', () => {
  let app: TestApp;
  let claim: Submitted;
  beforeAll(async () => {
    app = await startTestApp(database(), { SECRET_KEY: '' });
    claim = await submit(app.url, claimBody(await airportIds(database().pool)));
  });
  afterAll(() => app?.close());

  it('when an upload link is forged with the former built-in secret, then the practice page and every documents route answer 403', async () => {
    const forged = issueUploadToken({ claimId: claim.id, practiceNumber: claim.practiceNumber, version: 1 }, Buffer.from(FORMER_BUILT_IN_SECRET), new Date());

    expect(await statusesWithToken(app, claim, forged)).toEqual(REFUSED);
    expect((await fetch(`${app.url}/api/flight-checks/practice/${claim.practiceNumber}?t=${claim.uploadToken}`)).status).toBe(200);
  });

  it('when an upload grant is forged with the former built-in secret, then the upload is refused before a byte is stored', async () => {
    const forged = await uploadStatusWithGrant(app, claim, Buffer.from(`upload:${FORMER_BUILT_IN_SECRET}`));

    expect(forged).toEqual({ status: 403, body: expect.objectContaining({ title: 'Caricamento non autorizzato' }) });
  });
});

describe('when SECRET_KEY is set', () => {
  const secretKey = randomBytes(32).toString('hex');
  let app: TestApp;
  let claim: Submitted;
  beforeAll(async () => {
    app = await startTestApp(database(), { SECRET_KEY: secretKey });
    claim = await submit(app.url, claimBody(await airportIds(database().pool)));
  });
  afterAll(() => app?.close());

  it('when an upload link is signed with the raw SECRET_KEY or the upload-grant key, then the practice page and every documents route answer 403', async () => {
    const payload = { claimId: claim.id, practiceNumber: claim.practiceNumber, version: 1 };
    const withRawSecret = issueUploadToken(payload, Buffer.from(secretKey), new Date());
    const withGrantKey = issueUploadToken(payload, deriveKey(secretKey, 'upload-grant'), new Date());

    expect(await statusesWithToken(app, claim, withRawSecret)).toEqual(REFUSED);
    expect(await statusesWithToken(app, claim, withGrantKey)).toEqual(REFUSED);
    expect((await fetch(`${app.url}/api/flight-checks/practice/${claim.practiceNumber}?t=${claim.uploadToken}`)).status).toBe(200);
  });

  it('when an upload grant is signed with the raw SECRET_KEY or the upload-token key, then the upload is refused', async () => {
    const attempts = [Buffer.from(secretKey), Buffer.from(`upload:${secretKey}`), deriveKey(secretKey, 'upload-token')];

    for (const key of attempts) {
      expect(await uploadStatusWithGrant(app, claim, key)).toEqual({ status: 403, body: expect.objectContaining({ title: 'Caricamento non autorizzato' }) });
    }
    expect((await uploadStatusWithGrant(app, claim, deriveKey(secretKey, 'upload-grant'))).status).toBe(201);
  });
});
