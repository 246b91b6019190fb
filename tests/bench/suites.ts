import type { SuiteResult } from './support.js';

/** Every bench suite by name, in the order a whole run takes them; each module is loaded only when its suite runs. */
export const SUITES: Record<string, () => Promise<SuiteResult>> = {
  'event-store': async () => (await import('./event-store.js')).eventStoreBench(),
  api: async () => (await import('./api.js')).apiBench(),
  airports: async () => (await import('./airports.js')).airportsBench(),
  documents: async () => (await import('./documents.js')).documentsBench(),
  email: async () => (await import('./email.js')).emailBench(),
  web: async () => (await import('./web.js')).webBench(),
  blog: async () => (await import('./blog.js')).blogBench(),
  rebuild: async () => (await import('./rebuild.js')).rebuildBench(),
  admin: async () => (await import('./admin.js')).adminBench(),
  scale: async () => (await import('./scale.js')).scaleBench(),
  growth: async () => (await import('./growth.js')).growthBench(),
  live: async () => (await import('./live.js')).liveBench(),
  cockpit: async () => (await import('./cockpit.js')).cockpitBench(),
  parsers: async () => (await import('./parsers.js')).parsersBench(),
};
