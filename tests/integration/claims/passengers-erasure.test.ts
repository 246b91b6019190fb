import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { caughtUp, pgDump } from '../privacy/fixtures.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Passengers' erasure tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('erasing a claim of several passengers', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database(), { EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
  });
  afterAll(() => app?.close());

  const projections = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runProjectionsCommand(args, { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 100, print: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  };

  it('when an admin erases it, then every passenger’s name, birth date and e-mail and the booking reference are gone, the count stays, and a rebuild agrees', async () => {
    const airports = await airportIds(database().pool);
    const passengers = [
      { fullName: 'Ottavia Pellegrini', dateOfBirth: '1981-04-17', email: 'ottavia.pellegrini@example.it' },
      { fullName: 'Bartolomeo Pellegrini', dateOfBirth: '1979-11-08', email: 'bartolomeo.p@example.it' },
      { fullName: 'Ginevra Pellegrini', dateOfBirth: '2016-02-29' },
    ];
    const claim = await submit(app.url, claimBody(airports, { passengerName: 'Ottavia Pellegrini', email: 'ottavia.pellegrini@example.it', bookingReference: 'QWZ8RT', passengers }));
    const admin = await app.operator('admin', 'Anna Amministratrice');
    await caughtUp(app);
    expect(await pgDump(database())).toContain('Ginevra Pellegrini');

    const response = await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta di cancellazione ricevuta' } });
    expect(response.status).toBe(200);
    await caughtUp(app);

    const erased = [1, 2, 3].map((passengerId) => ({ passengerId, fullName: ERASED_PERSONAL_DATA, dateOfBirth: null, email: null }));
    const detail = await (await admin.fetch(`/api/admin/flight-checks/${claim.id}`)).json();
    expect(detail).toMatchObject({ bookingReference: ERASED_PERSONAL_DATA, passengers: erased });
    const values = ['Pellegrini', '1981-04-17', '2016-02-29', 'bartolomeo.p@example.it', 'QWZ8RT'];
    const expectGone = (dump: string) => values.forEach((value) => expect(dump.toLowerCase(), value).not.toContain(value.toLowerCase()));
    expectGone(await pgDump(database()));

    const rebuilt = await projections('rebuild', 'all');
    expect(rebuilt.code, rebuilt.output).toBe(0);
    const verified = await projections('verify', 'all');
    expect(verified.code, verified.output).toBe(0);
    expect(await (await admin.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).toMatchObject({ bookingReference: ERASED_PERSONAL_DATA, passengers: erased });
    expectGone(await pgDump(database()));
  }, 90_000);
});
