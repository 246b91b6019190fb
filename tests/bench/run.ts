import { adminBench } from './admin.js';
import { airportsBench } from './airports.js';
import { apiBench } from './api.js';
import { blogBench } from './blog.js';
import { cockpitBench } from './cockpit.js';
import { rebuildBench } from './rebuild.js';
import { scaleBench } from './scale.js';
import { documentsBench } from './documents.js';
import { emailBench } from './email.js';
import { growthBench } from './growth.js';
import { liveBench } from './live.js';
import { parsersBench } from './parsers.js';
import { webBench } from './web.js';
import { eventStoreBench } from './event-store.js';
import { writeReport } from './report.js';
import { writeResult, yardstick, type SuiteResult } from './support.js';

const SUITES: Record<string, () => Promise<SuiteResult>> = {
  'event-store': eventStoreBench,
  api: apiBench,
  airports: airportsBench,
  documents: documentsBench,
  email: emailBench,
  web: webBench,
  blog: blogBench,
  rebuild: rebuildBench,
  admin: adminBench,
  scale: scaleBench,
  growth: growthBench,
  live: liveBench,
  cockpit: cockpitBench,
  parsers: parsersBench,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SUITES[name]);
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Available: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(SUITES)) {
  const yardstickMs = yardstick(); // before the suite starts processes of its own
  const result = await SUITES[name]!();
  await writeResult({ ...result, machine: { ...result.machine, yardstickMs } });
}
await writeReport();
process.exit(0);
