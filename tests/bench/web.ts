import { buildWeb } from '../../web/scripts/build-web.js';
import { launchChromium } from '../support/browser.js';
import { CPU_SLOWDOWN, coldLoad, javascriptBytes } from './page-load.js';
import { startProcess } from './processes.js';
import { benchDatabase, median, SMOKE, suiteResult, type SuiteResult } from './support.js';

const LOADS = SMOKE ? 1 : 5;

export async function webBench(): Promise<SuiteResult> {
  await buildWeb({ logLevel: 'warn', ifStale: SMOKE });
  const { url: databaseUrl, drop } = await benchDatabase(4);
  const server = await startProcess('src/main.ts', ['api,projector'], { DATABASE_URL: databaseUrl, NODE_ENV: 'development' }, '/api/health');
  const browser = await launchChromium();
  try {
    const { bytes, encodings } = await javascriptBytes(browser, `${server.url}/`);
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
        { name: 'JavaScript loaded by / before interaction (compressed, as sent)', value: kb, unit: 'kB', target: '<= 120 kB', met: kb <= 120 },
        { name: `LCP of /, ${CPU_SLOWDOWN}x CPU throttling, median of ${LOADS}`, value: median(home), unit: 'ms', target: '< 1500 ms', met: median(home) < 1500 },
        { name: `LCP of /verifica-rimborso, ${CPU_SLOWDOWN}x CPU throttling, median of ${LOADS}`, value: median(wizard), unit: 'ms', target: '< 1500 ms', met: median(wizard) < 1500 },
      ],
      [
        'built by Vite and served by the product over loopback; each load in a fresh browser context (cold cache)',
        `JavaScript bytes are the response bodies as received; Content-Encoding of the scripts: ${encodings.join(', ')}`,
      ],
    );
  } finally {
    await browser.close();
    await server.stop();
    await drop();
  }
}
