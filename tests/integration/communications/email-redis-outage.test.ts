import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, isListening } from '../../../src/platform/services/tcp.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer) console.warn('E-mail Redis outage test not run: no redis-server on PATH to stop and start (apt-get install redis-server)');

describe.runIf(redisServer)('e-mail while Redis is away', () => {
  const database = useTestDatabase();

  it('when Redis is down as claims arrive, then the claims are accepted and their e-mails go out once Redis is back', async () => {
    const port = await freePort();
    const smtp = await startSmtpSink();
    const app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_BACKOFF_MS: '50' }, { redisUrl: `redis://127.0.0.1:${port}`, workers: true });
    let redis: ChildProcess | undefined;
    try {
      const airports = await airportIds(database().pool);

      const claims = [await submit(app.url, claimBody(airports, { email: 'attesa1@example.it' })), await submit(app.url, claimBody(airports, { email: 'attesa2@example.it' }))];
      // The dispatch has come to the claims' e-mails and found no queue to put them in.
      await expect.poll(() => app.runner.state().find((state) => state.name === 'email_dispatch')?.status, { timeout: 10_000 }).toBe('retrying');
      expect(claims.map((claim) => claim.status)).toEqual(['pending', 'pending']);
      expect(smtp.received).toEqual([]);

      const dir = await mkdtemp(path.join(tmpdir(), 'rv-redis-'));
      redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir], { stdio: 'ignore' });
      await expect.poll(() => isListening('127.0.0.1', port), { timeout: 5_000 }).toBe(true);

      await expect.poll(() => smtp.received.map((mail) => mail.to).sort(), { timeout: 30_000 }).toEqual(['attesa1@example.it', 'attesa2@example.it']);
    } finally {
      await app.close();
      redis?.kill();
      await smtp.close();
    }
    // Redis's start, the queue's reconnection and the 30 s wait for both e-mails fit in the test's own time.
  }, 90_000);
});
