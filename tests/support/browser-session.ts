import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { useTestDatabase, type TestDatabase } from './database.js';
import { startServer, type ServerProcess } from './server-process.js';

export interface ServerAndBrowserOptions {
  /** More of the product's environment, read when the server starts (after the file's earlier beforeAll hooks: a stub's address, say). */
  env?: () => Record<string, string>;
}

/** The product as a process on a fresh database, and a headless Chromium to drive it, for one test file. */
export function useServerAndBrowser({ env = () => ({}) }: ServerAndBrowserOptions = {}): { database: () => TestDatabase; readonly server: ServerProcess; readonly browser: Browser } {
  const database = useTestDatabase();
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({ ...env(), DATABASE_URL: database().url });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    database,
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}
