import type { Browser } from 'playwright-core';

export const CPU_SLOWDOWN = 4;

/**
 * One cold load (fresh context, empty cache) with the CPU slowed down, as a mid-range phone would
 * see it: time to first byte and largest contentful paint, in ms from the start of navigation.
 */
export async function coldLoad(browser: Browser, url: string): Promise<{ ttfb: number; lcp: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  const timing = await page.evaluate(
    () =>
      new Promise<{ ttfb: number; lcp: number }>((resolve) => {
        const ttfb = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart;
        new PerformanceObserver((list) => resolve({ ttfb, lcp: list.getEntries().at(-1)!.startTime })).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ ttfb, lcp: NaN }), 5_000);
      }),
  );
  await context.close();
  return timing;
}

/** JavaScript bytes the page has received once it is loaded and idle, before any interaction, as the server sent them (compressed), and the encodings used. */
export async function javascriptBytes(browser: Browser, url: string): Promise<{ bytes: number; encodings: string[] }> {
  const page = await browser.newPage();
  const scripts: Promise<{ size: number; encoding: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.request().sizes().then((sizes) => ({ size: sizes.responseBodySize, encoding: response.headers()['content-encoding'] ?? 'none' })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const received = await Promise.all(scripts);
  await page.close();
  return { bytes: received.reduce((sum, script) => sum + script.size, 0), encodings: [...new Set(received.map((script) => script.encoding))] };
}
