import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProjectionRunner } from '../../../projections/runner.js';
import { createLogger } from '../../../src/platform/logger.js';
import { databaseActivity, READING_TRANSACTIONS } from '../../bench/support.js';
import { useTestDatabase } from '../../support/database.js';
import { settled } from '../../support/settled.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const SUBMISSIONS = 50;
const AT_ONCE = 5;
const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Submission transactions not measured: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('database transactions per submission', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink({ parse: false });
    app = await startTestApp(database(), { SMTP_URL: smtp.url }, { redisUrl: redisUrl!, workers: true });
    airports = await airportIds(database().pool);
    await submit(app.url, claimBody(airports, { passengerName: 'Prima Prova', email: 'prima@example.it' })); // warm-up: prepared statements, the passengers' keys table
    await settled(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** N passengers of one flight, AT_ONCE in flight at any moment, as the public form posts them. */
  async function submitMany(from: number): Promise<void> {
    let next = from;
    const submitter = async () => {
      for (let index = next++; index < from + SUBMISSIONS; index = next++) {
        await submit(app.url, claimBody(airports, { passengerName: `Maria Rossi ${index}`, email: `maria.${index}@example.it` }));
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, submitter));
  }

  it(`when ${SUBMISSIONS} claims are submitted, then the answers cost at most 1.5 transactions each, and everything they set off (read models, reactors, e-mails) follows from the events`, async () => {
    const pool = database().pool;
    const mailsBefore = smtp.accepted();
    // The request path alone: no projection or reactor runs while the answers are counted.
    await app.runner.stop();
    // What the app does meanwhile of its own (periodic sweeps, the readings themselves) is not the answers' work.
    const idleStart = await databaseActivity(pool);
    const idleStartedAt = performance.now();
    const before = await databaseActivity(pool);
    // The first reading's own transaction is a fixed cost, not part of the idle rate.
    const idlePerMs = Math.max(0, before.transactions - idleStart.transactions - READING_TRANSACTIONS) / (performance.now() - idleStartedAt);
    const startedAt = performance.now();
    await submitMany(0);
    const answered = await databaseActivity(pool);
    const background = idlePerMs * (performance.now() - startedAt);
    const requestPath = (answered.transactions - before.transactions - READING_TRANSACTIONS - background) / SUBMISSIONS;
    console.info(`background transactions while answering: ${background.toFixed(1)}`);
    console.info(`transactions per submission, answering: ${requestPath.toFixed(2)}`);

    app.runner = new ProjectionRunner({ pool, store: app.store, logger: createLogger('silent'), pollMs: 200 }).register(...app.handlers);
    app.runner.start();
    await waitFor(() => smtp.accepted() - mailsBefore >= SUBMISSIONS, { what: `${SUBMISSIONS} confirmation e-mails`, timeoutMs: 60_000 });
    await settled(app, 60_000);
    const total = await databaseActivity(pool);

    const all = (total.transactions - before.transactions) / SUBMISSIONS;
    console.info(`transactions per submission, with read models, reactors and e-mails: ${all.toFixed(2)}`);
    expect(requestPath).toBeLessThanOrEqual(1.5);
  }, 120_000);
});
