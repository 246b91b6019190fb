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
