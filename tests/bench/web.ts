import { gzipSync } from 'node:zlib';
import { buildWeb } from '../../web/scripts/build-web.js';
import { launchChromium } from '../support/browser.js';
import { CPU_SLOWDOWN, coldLoad } from './page-load.js';
import { startProcess } from './processes.js';
import { benchDatabase, median, suiteResult, type SuiteResult } from './support.js';

const LOADS = 5;

/** Gzipped JavaScript the page has fetched once it is loaded and idle, before any interaction. */
async function javascriptBytes(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<number> {
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  await page.close();
  return total;
}

export async function webBench(): Promise<SuiteResult> {
  await buildWeb({ logLevel: 'warn' });
  const { url: databaseUrl, drop } = await benchDatabase(4);
  const server = await startProcess('src/main.ts', ['api,projector'], { DATABASE_URL: databaseUrl, NODE_ENV: 'development' }, '/api/health');
  const browser = await launchChromium();
  try {
    const bytes = await javascriptBytes(browser, `${server.url}/`);
    const home: number[] = [];
    const wizard: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      home.push((await coldLoad(browser, `${server.url}/`)).lcp);
      wizard.push((await coldLoad(browser, `${server.url}/verifica-rimborso`)).lcp);
    }
    const kb = bytes / 1024;
    return suiteResult(
      'web',
      [
        { name: 'JavaScript loaded by / before interaction (gzip)', value: kb, unit: 'kB', target: '<= 120 kB', met: kb <= 120 },
        { name: `LCP of /, ${CPU_SLOWDOWN}x CPU throttling, median of ${LOADS}`, value: median(home), unit: 'ms', target: '< 1500 ms', met: median(home) < 1500 },
        { name: `LCP of /verifica-rimborso, ${CPU_SLOWDOWN}x CPU throttling, median of ${LOADS}`, value: median(wizard), unit: 'ms', target: '< 1500 ms', met: median(wizard) < 1500 },
      ],
      [`built by Vite and served by the product over loopback; each load in a fresh browser context (cold cache)`],
    );
  } finally {
    await browser.close();
    await server.stop();
    await drop();
  }
}
