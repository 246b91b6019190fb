/**
 * Upload links as an attacker holds them: a link forwarded, leaked or left in an old mailbox. Each
 * is tried on every passenger route that takes a token; what opened the claim before a revoke, an
 * e-mail change, 7 days, or for another practice number, opens nothing now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueUploadToken } from '../../../src/claims/upload-token.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;
let emails = 0;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('operator', 'Chiara Neri');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const newClaim = () => {
  emails++;
  const email = `passeggero${emails}@example.it`;
  return submit(app.url, claimBody(airports, { email })).then((claim) => ({ ...claim, email }));
};

/** Every passenger route that takes the upload token, called as its client calls it. */
function passengerCalls(practiceNumber: string, token: string): [string, () => Promise<Response>][] {
  const header = { 'x-upload-token': token };
  return [
    ['GET /api/flight-checks/practice/:n', () => fetch(`${app.url}/api/flight-checks/practice/${practiceNumber}?${new URLSearchParams({ t: token })}`)],
    ['POST /api/documents/upload-signature', () => postJson(`${app.url}/api/documents/upload-signature`, { practiceNumber, token })],
    ['POST /api/documents', () => postJson(`${app.url}/api/documents`, { practiceNumber, token, public_id: 'a'.repeat(32), fileType: 'carta_imbarco' })],
    ['GET /api/documents/practice/:n', () => fetch(`${app.url}/api/documents/practice/${practiceNumber}`, { headers: header })],
    ['POST /api/documents/practice/:n/complete', () => postJson(`${app.url}/api/documents/practice/${practiceNumber}/complete`, {}, header)],
  ];
}

async function expectRefusedEverywhere(practiceNumber: string, token: string) {
  for (const [route, call] of passengerCalls(practiceNumber, token)) {
    const response = await call();
    expect(response.status, route).toBe(403);
    expect(await response.json(), route).toMatchObject({ title: 'Link non valido o scaduto' });
  }
}

async function expectOpenEverywhere(practiceNumber: string, token: string) {
  for (const [route, call] of passengerCalls(practiceNumber, token)) expect((await call()).status, route).not.toBe(403);
}

async function freshToken(claim: Submitted & { email: string }): Promise<string> {
  const lookup = await fetch(`${app.url}/api/practice-status?${new URLSearchParams({ email: claim.email, practiceNumber: claim.practiceNumber })}`);
  expect(lookup.status).toBe(200);
  return ((await lookup.json()) as { uploadToken: string }).uploadToken;
}

const revoke = (claimId: number) => operator.fetch(`/api/admin/flight-checks/${claimId}/revoke-upload-links`, { method: 'POST' });

describe('revoking upload links', () => {
  it('when an operator revokes the links, then the old token is refused on every passenger route as soon as the revoke answers', async () => {
    const claim = await newClaim();
    await expectOpenEverywhere(claim.practiceNumber, claim.uploadToken);

    const response = await revoke(claim.id);

    expect(response.status).toBe(200);
    await expectRefusedEverywhere(claim.practiceNumber, claim.uploadToken);
  });

  it('when the passenger looks up the status or asks for a token after the revoke, then the new token works and the old one still does not', async () => {
    const claim = await newClaim();
    await revoke(claim.id);

    const looked = await freshToken(claim);
    const asked = ((await (await postJson(`${app.url}/api/documents/access-token`, { email: claim.email, practiceNumber: claim.practiceNumber })).json()) as { uploadToken: string }).uploadToken;

    await expectOpenEverywhere(claim.practiceNumber, looked);
    await expectOpenEverywhere(claim.practiceNumber, asked);
    await expectRefusedEverywhere(claim.practiceNumber, claim.uploadToken);
  });

  it('when the claim is submitted again with the same key after a revoke, then the answer carries a working token, not a revoked one', async () => {
    const key = `revoked-replay-${Date.now()}`;
    const body = claimBody(airports, { email: 'replay@example.it' });
    const first = await submit(app.url, body, { 'idempotency-key': key });
    await revoke(first.id);

    const again = await submit(app.url, body, { 'idempotency-key': key });

    expect(again.id).toBe(first.id);
    await expectOpenEverywhere(first.practiceNumber, again.uploadToken);
  });

  it('when links are revoked, then the audit timeline says so in Italian, with the operator who did it', async () => {
    const claim = await newClaim();
    await revoke(claim.id);

    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();

    expect(entries[0]).toMatchObject({
      type: 'UploadLinksRevoked',
      actor: { kind: 'operator', id: operator.id, name: 'Chiara Neri' },
      description: 'Link di caricamento revocati: quelli inviati finora al passeggero non funzionano più',
    });
  });

  it('when a stranger calls the revoke route without a session, then 401 and nothing is appended', async () => {
    const claim = await newClaim();

    const response = await postJson(`${app.url}/api/admin/flight-checks/${claim.id}/revoke-upload-links`, {});

    expect(response.status).toBe(401);
    const types: string[] = [];
    for await (const event of app.store.readStream(`claim-${claim.id}`)) types.push(event.type);
    expect(types).not.toContain('UploadLinksRevoked');
    await expectOpenEverywhere(claim.practiceNumber, claim.uploadToken);
  });
});

describe('upload links and the claim as it is now', () => {
  it('when an operator changes the e-mail address, then links sent to the old address stop working; a lookup with the new one issues a working token', async () => {
    const claim = await newClaim();
    const newEmail = `nuovo.${claim.practiceNumber}@example.it`;

    const edited = await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { email: newEmail } });

    expect(edited.status).toBe(200);
    await expectRefusedEverywhere(claim.practiceNumber, claim.uploadToken);
    await expectOpenEverywhere(claim.practiceNumber, await freshToken({ ...claim, email: newEmail }));
  });

  it('when an operator changes another field, then the links keep working', async () => {
    const claim = await newClaim();

    await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { phone: '+39 320 1112223' } });

    await expectOpenEverywhere(claim.practiceNumber, claim.uploadToken);
  });

  it('when a token is older than 7 days, then it is refused everywhere; one 6 days old still opens', async () => {
    const claim = await newClaim();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const link = { claimId: claim.id, practiceNumber: claim.practiceNumber, version: 1 };

    await expectRefusedEverywhere(claim.practiceNumber, issueUploadToken(link, deriveKey(app.secretKey, 'upload-token'), daysAgo(7.01)));
    await expectOpenEverywhere(claim.practiceNumber, issueUploadToken(link, deriveKey(app.secretKey, 'upload-token'), daysAgo(6)));
  });

  it('when one claim’s token is used on another practice number, then it is refused everywhere', async () => {
    const mine = await newClaim();
    const theirs = await newClaim();

    await expectRefusedEverywhere(theirs.practiceNumber, mine.uploadToken);
  });

  it('when a token names the claim’s id but a practice number it does not have, then it is refused everywhere', async () => {
    const mine = await newClaim();
    const theirs = await newClaim();
    // Signed with the real key: only the read model knows this id's number is another.
    const mismatched = issueUploadToken({ claimId: mine.id, practiceNumber: theirs.practiceNumber, version: 1 }, deriveKey(app.secretKey, 'upload-token'), new Date());

    await expectRefusedEverywhere(theirs.practiceNumber, mismatched);
  });
});
