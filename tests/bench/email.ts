import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { findAirportByIata } from '../../src/airports/index.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../src/contracts/legal-texts.js';
import { renderEmail, renderEmailUncached, SAMPLE_VALUES } from '../../src/communications/rendering/index.js';
import { requestEmail } from '../../src/communications/request-email.js';
import { CONFIRMATION_TEMPLATE_ID, findTemplate } from '../../src/communications/templates/index.js';
import { createCommandExecutor } from '../../src/platform/event-store/execute-command.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { limitsAt } from '../support/limits.js';
import { startProcess } from './processes.js';
import { benchDatabase, benchQueue, SMOKE, suiteResult, timed, type SuiteResult } from './support.js';
import { benchStore } from './bench-store.js';

const CONCURRENCY = 4;
const EMAILS = SMOKE ? 20 : 1_000;
const CLAIMS = SMOKE ? 2 : 20;
const RENDERS = SMOKE ? { uncached: 2, cached: 20 } : { uncached: 60, cached: 2_000 };

export async function emailBench(): Promise<SuiteResult> {
  const queue = await benchQueue();
  const { pool, url: databaseUrl, drop } = await benchDatabase(6);
  const store = benchStore(pool);
  const smtp = await startSmtpSink({ parse: false });
  const server = await startProcess(
    'src/main.ts',
    ['all'],
    { DATABASE_URL: databaseUrl, REDIS_URL: queue.url, QUEUE_PREFIX: queue.prefix, SMTP_URL: smtp.url, EMAIL_CONCURRENCY: String(CONCURRENCY), ...limitsAt(1_000_000_000) },
    '/api/health',
  );
  try {
    const [fco, jfk] = await Promise.all([findAirportByIata(pool, 'FCO'), findAirportByIata(pool, 'JFK')]);
    const claims: number[] = [];
    for (let index = 0; index < CLAIMS; index++) {
      const response = await fetch(`${server.url}/api/flight-checks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ flightNumber: 'AZ610', flightDate: '2026-10-03', departureAirportId: fco!.id, arrivalAirportId: jfk!.id, passengerName: `Passeggero ${index}`, email: `p${index}@example.it`, issueType: 'delay', acceptedTerms: TERMS_VERSION, acknowledgedPrivacy: PRIVACY_NOTICE_VERSION }),
      });
      claims.push(((await response.json()) as { id: number }).id);
    }
    while (smtp.accepted() < CLAIMS) await sleep(20); // the confirmations: the pipeline is warm

    const before = smtp.accepted();
    // The bench measures the pipeline after the append: the operator's answer does not wait for the read models.
    const sendEmail = requestEmail({ executeCommand: createCommandExecutor({ store, waitForReadModels: async () => true }) });
    const metadata = () => ({ actor: { kind: 'operator' as const, id: 'bench', name: 'Bench' }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: new Date().toISOString() });
    const seconds = await timed(async () => {
      await Promise.all(
        Array.from({ length: CLAIMS }, async (_, claim) => {
          for (let index = claim; index < EMAILS; index += CLAIMS) {
            await sendEmail(metadata(), { claimId: claims[claim]!, subject: `Aggiornamento ${index}`, message: 'Gentile {{passengerName}}, la tua pratica {{practiceNumber}} è in lavorazione.' });
          }
        }),
      );
      while (smtp.accepted() - before < EMAILS) await sleep(5);
    });
    const rate = EMAILS / seconds;

    const template = (await findTemplate(pool, CONFIRMATION_TEMPLATE_ID))!;
    await renderEmail(template, SAMPLE_VALUES); // the one compile the cache keeps
    const uncached = (await timed(async () => { for (let index = 0; index < RENDERS.uncached; index++) await renderEmailUncached(template, SAMPLE_VALUES); })) / RENDERS.uncached;
    const cached = (await timed(async () => { for (let index = 0; index < RENDERS.cached; index++) await renderEmail(template, SAMPLE_VALUES); })) / RENDERS.cached;

    return suiteResult(
      'email',
      [
        { name: `e-mails from EmailRequested to accepted by SMTP, ${CONCURRENCY} worker concurrency`, value: rate, unit: 'e-mails/s', target: '>= 200 e-mails/s', met: rate >= 200 },
        {
          name: 'render per e-mail, compiled template cached',
          value: cached * 1000,
          unit: 'ms',
          baseline: { name: 'compiling the MJML every time', value: uncached * 1000 },
          ratio: cached / uncached,
          target: 'cached >= 20x faster (ratio <= 5 %)',
          met: uncached / cached >= 20,
        },
      ],
      [
        `${EMAILS} operator e-mails over ${CLAIMS} claims, appended straight to the event store; the product runs as one process (API, projector with the dispatch reactor, worker); loopback SMTP accepts without parsing`,
        `cached render is ${Math.round(uncached / cached)}x faster than compiling every time (${RENDERS.uncached} uncached, ${RENDERS.cached} cached renders of the confirmation template)`,
      ],
    );
  } finally {
    await server.stop();
    await smtp.close();
    await store.close();
    await drop();
    await queue.drop();
  }
}
