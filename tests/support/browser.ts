import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const chromiumPath = CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
export const chromiumMissingReason = 'no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** Opens a page of the app and waits until it answers input (a pre-rendered page is visible before that). */
export async function openInteractive(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 15_000 });
  return response;
}
