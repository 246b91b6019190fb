import { mkdtemp, rm } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createOperator } from '../../src/operators/index.js';
import { findAirportByIata } from '../../src/airports/index.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../src/contracts/legal-texts.js';
import { MAX_SIGNATURE_HEIGHT, MAX_SIGNATURE_WIDTH } from '../../src/mandates/signature-image.js';
import { limitsAt } from '../support/limits.js';
import { samplePdf } from '../support/sample-files.js';
import { bombPng, dataUrl } from '../unit/mandates/signature-pngs.js';
import { startProcess } from './processes.js';
import { benchDatabase, percentile, SMOKE, suiteResult, type Figure, type SuiteResult } from './support.js';

/** PARSERS_BENCH_SECONDS=2 for a quick run; each attack (and the quiet baseline) lasts this long. */
const SECONDS = SMOKE ? 1 : Number(process.env.PARSERS_BENCH_SECONDS ?? 10);
const ATTACKERS = 4;
const TARGET_MS = 50;
const OPERATOR = { email: 'bench.parsers@rimborsovolo24.it', password: 'una-password-lunga', name: 'Giulia Verdi' };

interface Attack {
  name: string;
  /** One request of the worst input, sent again as soon as it is answered; resolves to the answer's status. */
  send(): Promise<number>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: ATTACKERS + 1 });

function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const sent = http.request(url, { method: init.method ?? 'GET', agent, headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The CPU milliseconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** GET /api/health one after another for `SECONDS` while `attack` (if any) runs from 4 clients: the health answers' milliseconds and the attack's statuses. */
async function healthUnder(url: string, attack: Attack | undefined): Promise<{ health: number[]; statuses: Map<number, number> }> {
  const until = Date.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  const attackers = attack
    ? Array.from({ length: ATTACKERS }, async () => {
        while (Date.now() < until) {
          const status = await attack.send();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      })
    : [];
  const health: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const answer = await request(`${url}/api/health`);
    if (answer.status !== 200) throw new Error(`/api/health answered ${answer.status}`);
    health.push(performance.now() - started);
  }
  await Promise.all(attackers);
  return { health, statuses };
}

/** The worst input of each parser that reads untrusted bytes, as an attacker would send it. */
async function attacks(url: string, claim: { id: number; practiceNumber: string; uploadToken: string }, operator: { cookie: string; csrfToken: string }): Promise<Attack[]> {
  const expect = (wanted: number[]) => (answer: { status: number; body: string }) => {
    if (!wanted.includes(answer.status)) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return answer.status;
  };
  // Inflates to 64 MB; the header claims the largest sides allowed, so zlib runs up to its cap before the refusal.
  const bomb = json({ passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'drawn', png: dataUrl(bombPng(MAX_SIGNATURE_WIDTH, MAX_SIGNATURE_HEIGHT, 64_004_000)) }, consent: true }, { 'x-upload-token': claim.uploadToken });
  const preview = json({ subject: `{{${' '.repeat(298)}`, content: `{{${' '.repeat(19_998)}` }, { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken });
  // Just under the 100 kB limit: 49,000 arrays nested in each other.
  const nested = { method: 'POST', headers: { 'content-type': 'application/json' }, body: `${'['.repeat(49_000)}${']'.repeat(49_000)}` };
  const boundary = '----rimborsovolo24parsers';
  const fields = Array.from({ length: 1_000 }, (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="campo${index}"\r\n\r\n${'x'.repeat(1_000)}\r\n`).join('');
  const multipart = Buffer.concat([
    Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x${'. '.repeat(7_000)}x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    samplePdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [
    { name: 'signature PNG bombs (62 kB inflating to 64 MB)', send: async () => expect([400])(await request(`${url}/api/flight-checks/${claim.id}/mandates`, bomb)) },
    { name: 'template previews of «{{» and 20,000 spaces', send: async () => expect([200])(await request(`${url}/api/admin/email-templates/preview`, preview)) },
    { name: 'claims of 98 kB of nested JSON arrays', send: async () => expect([400])(await request(`${url}/api/flight-checks`, nested)) },
    {
      name: 'uploads of 1,000 multipart fields (1 MB) and a 14 kB file name',
      send: async () => {
        const grant = JSON.parse((await request(`${url}/api/documents/upload-signature`, json({ practiceNumber: claim.practiceNumber }, { 'x-upload-token': claim.uploadToken }))).body) as { upload_url: string };
        return expect([400])(await request(`${url}${grant.upload_url}`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: multipart }));
      },
    },
  ];
}

/**
 * /api/health's p99 while 4 clients send, back to back, the worst input of each parser of untrusted
 * bytes (docs/security.md), against its p99 with no load measured in the same run. One `all` process.
 */
export async function parsersBench(): Promise<SuiteResult> {
  const { pool, url: databaseUrl, drop } = await benchDatabase(4);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-bench-parsers-'));
  const server = await startProcess('src/main.ts', ['all'], { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...limitsAt(1_000_000_000) }, '/api/health');
  try {
    const [fco, jfk] = await Promise.all([findAirportByIata(pool, 'FCO'), findAirportByIata(pool, 'JFK')]);
    const submitted = await request(
      `${server.url}/api/flight-checks`,
      json({ flightNumber: 'AZ610', flightDate: '2026-10-03', departureAirportId: fco!.id, arrivalAirportId: jfk!.id, passengerName: 'Maria Rossi', email: 'maria.rossi@example.it', issueType: 'delay', acceptedTerms: TERMS_VERSION, acknowledgedPrivacy: PRIVACY_NOTICE_VERSION }),
    );
    const claim = JSON.parse(submitted.body) as { id: number; practiceNumber: string; uploadToken: string };
    await createOperator(pool, { ...OPERATOR, role: 'operator' });
    const login = await fetch(`${server.url}/api/admin/login`, json({ email: OPERATOR.email, password: OPERATOR.password }));
    const operator = { cookie: login.headers.get('set-cookie')!.split(';')[0]!, csrfToken: ((await login.json()) as { csrfToken: string }).csrfToken };
    const worst = await attacks(server.url, claim, operator);
    for (const attack of worst) await attack.send(); // warm-up: MJML loaded, each route's code compiled

    const quietHealth = (await healthUnder(server.url, undefined)).health;
    const quiet = percentile(quietHealth, 99);
    const figures: Figure[] = [];
    const notes: string[] = [];
    for (const attack of worst) {
      const cpuBefore = await cpuMsOf(server.pid);
      const { health, statuses } = await healthUnder(server.url, attack);
      const cpuMs = (await cpuMsOf(server.pid)) - cpuBefore;
      const p99 = percentile(health, 99);
      figures.push({
        name: `GET /api/health p99 while ${ATTACKERS} clients send ${attack.name}`,
        value: p99,
        unit: 'ms',
        baseline: { name: 'GET /api/health p99 with no load, same run', value: quiet },
        ratio: p99 / quiet,
        target: `< ${TARGET_MS} ms`,
        met: p99 < TARGET_MS,
      });
      const answered = [...statuses].map(([status, count]) => `${count.toLocaleString('en-US')} × ${status}`).join(', ');
      const requests = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      notes.push(
        `${attack.name}: ${answered} in ${SECONDS} s (${Math.round(requests / SECONDS)} req/s), the server's CPU ${(cpuMs / (requests + health.length)).toFixed(1)} ms per request (health probes included), /api/health p50 ${percentile(health, 50).toFixed(1)} ms over ${health.length.toLocaleString('en-US')} probes`,
      );
    }
    notes.push(`/api/health with no load: p50 ${percentile(quietHealth, 50).toFixed(1)} ms, p99 ${quiet.toFixed(1)} ms over ${quietHealth.length.toLocaleString('en-US')} probes (the machine's load average when the suite ended: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
    notes.push(`each attack runs ${SECONDS} s (PARSERS_BENCH_SECONDS) from ${ATTACKERS} keep-alive clients while one more client asks /api/health back to back; rate limits raised out of the way, so the parsers themselves are measured`);
    return suiteResult('parsers', figures, notes);
  } finally {
    await server.stop();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
