import { build } from 'vite';

/** End-to-end tests drive the app as served in production: built by Vite, served by express. */
export default async function buildWeb() {
  await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
}
