import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPassengerSession } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let giulia: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  giulia = await app.operator('operator', 'Giulia Verdi');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

interface Inbox {
  items: { claimId: number; practiceNumber: string; passengerName: string; assignedTo: string | null; waitingSince: string; answerBy: string; unanswered: number; excerpt: string }[];
  total: number;
}
const inbox = async (): Promise<Inbox> => (await giulia.fetch('/api/admin/inbox')).json();

/** The passenger of `claim` (signed in as its address) writes on it. */
async function passengerWrites(email: string, claim: Submitted, text: string) {
  const session = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), email);
  const response = await fetch(`${app.url}/api/passenger/claims/${claim.id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `rv_passenger=${session.token}`, 'x-csrf-token': session.csrfToken },
    body: JSON.stringify({ text }),
  });
  expect(response.status).toBe(201);
}

const operatorAnswers = async (claim: Submitted, text: string) => expect((await giulia.fetch(`/api/admin/flight-checks/${claim.id}/messages`, { method: 'POST', body: { text } })).status).toBe(201);

describe('the operators’ shared inbox', () => {
  it('when passengers of two claims write and an operator answers one, then the inbox lists the other, oldest first, until it is answered too', async () => {
    const first = await submit(app.url, claimBody(airports, { passengerName: 'Lucia Ferri', email: 'lucia.ferri@example.it' }));
    const second = await submit(app.url, claimBody(airports, { passengerName: 'Tommaso Gallo', email: 'tommaso.gallo@example.it' }));
    expect((await inbox()).total).toBe(0);

    await passengerWrites('lucia.ferri@example.it', first, 'Buongiorno, avete notizie dalla compagnia?');
    await passengerWrites('tommaso.gallo@example.it', second, 'Ho caricato la carta d’imbarco.');
    await passengerWrites('lucia.ferri@example.it', first, 'Vi scrivo di nuovo: è passato un mese.');

    const waiting = await inbox();
    expect(waiting.total).toBe(2);
    expect(waiting.items.map((item) => [item.claimId, item.passengerName, item.unanswered, item.excerpt])).toEqual([
      [first.id, 'Lucia Ferri', 2, 'Vi scrivo di nuovo: è passato un mese.'],
      [second.id, 'Tommaso Gallo', 1, 'Ho caricato la carta d’imbarco.'],
    ]);
    expect(waiting.items[0]!.practiceNumber).toBe(first.practiceNumber);
    expect(Date.parse(waiting.items[0]!.answerBy) - Date.parse(waiting.items[0]!.waitingSince)).toBeGreaterThanOrEqual(2 * 86_400_000);

    await operatorAnswers(first, 'Buongiorno Lucia, la compagnia non ha ancora risposto: la solleciteremo.');

    expect((await inbox()).items.map((item) => item.claimId)).toEqual([second.id]);
    await passengerWrites('lucia.ferri@example.it', first, 'Grazie!');
    expect((await inbox()).items.map((item) => [item.claimId, item.unanswered])).toEqual([
      [second.id, 1],
      [first.id, 1],
    ]);
  });

  it('when someone without an operator session asks for the inbox, then it is refused and shows nothing', async () => {
    const response = await fetch(`${app.url}/api/admin/inbox`);

    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('Lucia');
  });
});
