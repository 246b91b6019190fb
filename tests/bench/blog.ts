import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWeb, WEB_DIST } from '../../web/scripts/build-web.js';
import { PRERENDERED_DIR } from '../../web/scripts/prerendered-pages.js';
import { launchChromium } from '../support/browser.js';
import { CPU_SLOWDOWN, coldLoad, javascriptBytes } from './page-load.js';
import { startProcess } from './processes.js';
import { median, SMOKE, suiteResult, type SuiteResult } from './support.js';

const LOADS = SMOKE ? 1 : 7;
const ARTICLE = '/blog/ryanair-ritardo-cancellazione-come-ottenere-rimborso';
/** Issue 34: a blog page's JavaScript, the one article's text included, within what the landing page may load. */
const JAVASCRIPT_TARGET_KB = 120;

/**
 * An article page as the product serves it (pre-rendered HTML, then hydrated) against the same page
 * rendered only in the browser: the same build and server, with the pre-rendered pages taken away.
 */
export async function blogBench(): Promise<SuiteResult> {
  await buildWeb({ logLevel: 'warn', ifStale: SMOKE });
  const clientOnlyDist = await mkdtemp(path.join(tmpdir(), 'rv-client-only-'));
  await cp(WEB_DIST, clientOnlyDist, { recursive: true, filter: (source) => !source.includes(`${path.sep}${PRERENDERED_DIR}`) });
  const prerendered = await startProcess('tests/bench/static-site-server.ts', [], { WEB_DIST }, '/');
  const clientOnly = await startProcess('tests/bench/static-site-server.ts', [], { WEB_DIST: clientOnlyDist }, '/');
  const browser = await launchChromium();
  try {
    const [withHtml = '', withoutHtml = ''] = await Promise.all([prerendered, clientOnly].map(async (server) => (await fetch(`${server.url}${ARTICLE}`)).text()));
    if (!withHtml.includes('<h1') || withoutHtml.includes('<h1')) throw new Error('the two servers do not differ in pre-rendering');

    const javascript = [];
    for (const page of ['/blog', ARTICLE]) javascript.push({ page, ...(await javascriptBytes(browser, `${prerendered.url}${page}`)) });

    const pre = { ttfb: [] as number[], lcp: [] as number[] };
    const client = { ttfb: [] as number[], lcp: [] as number[] };
    await coldLoad(browser, `${prerendered.url}${ARTICLE}`); // warm the servers' file caches once
    await coldLoad(browser, `${clientOnly.url}${ARTICLE}`);
    for (let load = 0; load < LOADS; load++) {
      for (const [server, samples] of [[prerendered, pre], [clientOnly, client]] as const) {
        const { ttfb, lcp } = await coldLoad(browser, `${server.url}${ARTICLE}`);
        samples.ttfb.push(ttfb);
        samples.lcp.push(lcp);
      }
    }
    const ttfb = median(pre.ttfb);
    const lcp = median(pre.lcp);
    const baselineTtfb = median(client.ttfb);
    const baselineLcp = median(client.lcp);
    const condition = `${CPU_SLOWDOWN}x CPU throttling, cold cache, median of ${LOADS}`;
    return suiteResult(
      'blog',
      [
        ...javascript.map(({ page, bytes }) => ({
          name: `JavaScript loaded by ${page} before interaction (compressed, as sent)`,
          value: bytes / 1024,
          unit: 'kB',
          target: `<= ${JAVASCRIPT_TARGET_KB} kB`,
          met: bytes / 1024 <= JAVASCRIPT_TARGET_KB,
        })),
        {
          name: `article TTFB, pre-rendered, ${condition}`,
          value: ttfb,
          unit: 'ms',
          baseline: { name: 'rendered only in the browser', value: baselineTtfb },
          ratio: ttfb / baselineTtfb,
          target: '<= 120 % of baseline',
          met: ttfb <= baselineTtfb * 1.2,
        },
        {
          name: `article LCP, pre-rendered, ${condition}`,
          value: lcp,
          unit: 'ms',
          baseline: { name: 'rendered only in the browser', value: baselineLcp },
          ratio: lcp / baselineLcp,
          target: '< 100 % of baseline, < 1500 ms',
          met: lcp < baselineLcp && lcp < 1500,
        },
      ],
      [
        `page ${ARTICLE}; both variants served by the product's web router from the same build, over loopback, loads alternating`,
        'TTFB is responseStart of the navigation; LCP from the largest-contentful-paint entries',
        `JavaScript bytes are the response bodies as received until the network is idle; Content-Encoding of the scripts: ${[...new Set(javascript.flatMap((page) => page.encodings))].join(', ')}`,
      ],
    );
  } finally {
    await browser.close();
    await prerendered.stop();
    await clientOnly.stop();
    await rm(clientOnlyDist, { recursive: true, force: true });
  }
}
