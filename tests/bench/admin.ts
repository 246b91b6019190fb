import type pg from 'pg';
import { createOperator } from '../../src/operators/index.js';
import { listClaims } from '../../src/claims/read-models/claims-list.js';
import { buildWeb } from '../../web/scripts/build-web.js';
import { launchChromium } from '../support/browser.js';
import { loadClaimHistory } from './claim-history.js';
import { rebuildReadModels, startProcess } from './processes.js';
import { benchDatabase, latencies, median, readLatencyFigure, SMOKE, suiteResult, timed, type Figure, type SuiteResult } from './support.js';

const CLAIMS = SMOKE ? 200 : 100_000;
const REQUESTS = SMOKE ? 5 : 300;
const WARM_UP = SMOKE ? 1 : 30;
const LOADS = SMOKE ? 1 : 5;
const SAMPLING = { count: REQUESTS, warmUp: WARM_UP };
export const OPERATOR = { email: 'bench@rimborsovolo24.it', name: 'Operatore Bench', password: 'una-password-lunga' };

const LISTS = [
  { name: 'first page', query: { page: 1, pageSize: 25 }, search: '' },
  { name: 'search "rossi"', query: { page: 1, pageSize: 25, q: 'rossi' }, search: '&q=rossi' },
  { name: 'status filter under_review', query: { page: 1, pageSize: 25, status: 'under_review' as const }, search: '&status=under_review' },
  { name: 'longest silence first', query: { page: 1, pageSize: 25, sort: 'silence' as const }, search: '&sort=silence' },
];

/** The session cookie of OPERATOR (created beforehand) on the server at `url`. */
export async function operatorCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/** The API's p95 for each list against the same statements straight on the read model; `scale` names the data size in the figures. */
export async function claimListFigures(url: string, cookie: string, pool: pg.Pool, scale: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const list of LISTS) {
    const api = await latencies(async () => {
      const response = await fetch(`${url}/api/admin/flight-checks?page=1&pageSize=25${list.search}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`list answered ${response.status}`);
      await response.arrayBuffer();
    }, SAMPLING);
    const baseline = await latencies(() => listClaims(pool, list.query), SAMPLING);
    figures.push(readLatencyFigure(`GET /api/admin/flight-checks, ${list.name}${scale}, p95 of ${REQUESTS}`, api, { name: 'the same statements straight on the read model', samples: baseline }));
  }
  return figures;
}

/**
 * The operators' claim list with 100,000 claims: the API's p95 for the first page, a search and a
 * status filter, against the same page read straight from the read model with the same statements;
 * and the dashboard's time until the list can be used, in headless Chromium.
 */
export async function adminBench(): Promise<SuiteResult> {
  await buildWeb({ logLevel: 'warn', ifStale: SMOKE });
  const { pool, url, drop } = await benchDatabase(4);
  const loadSeconds = await timed(async () => {
    await loadClaimHistory(pool, CLAIMS);
    await rebuildReadModels(url);
    await pool.query('VACUUM ANALYZE');
  });
  await createOperator(pool, { ...OPERATOR, role: 'operator' });
  const server = await startProcess('src/main.ts', ['api'], { DATABASE_URL: url, NODE_ENV: 'development' }, '/api/health');
  const browser = await launchChromium();
  try {
    const cookie = await operatorCookie(server.url);
    const figures = await claimListFigures(server.url, cookie, pool, '');

    const ready: number[] = [];
    const [name, value] = cookie.split('=') as [string, string];
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/admin?tab=pratiche`);
      await page.getByRole('button', { name: 'Gestisci' }).first().waitFor({ timeout: 30_000 });
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      ready.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    const tti = median(ready);
    figures.push({ name: `dashboard /admin?tab=pratiche until the list answers clicks, cold load, median of ${LOADS}`, value: tti, unit: 'ms', target: '< 1500 ms', met: tti < 1500 });

    return suiteResult('admin', figures, [
      `${CLAIMS.toLocaleString('en-US')} claims (four events each) loaded by SQL into the event store and folded into every read model by the product's own rebuild (npm run projections -- rebuild all) in ${loadSeconds.toFixed(1)} s`,
      `sequential requests over loopback with the operator's session cookie after ${WARM_UP} warm-up requests; the baseline runs listClaims' page and count statements through pg in the bench process`,
    ]);
  } finally {
    await browser.close();
    await server.stop();
    await drop();
  }
}
