import { inspect } from 'node:util';
import { writeReport } from './report.js';
import { SUITES } from './suites.js';
import { printResult, SMOKE, writeResult, yardstick } from './support.js';

const requested = process.argv.slice(2).filter((argument) => argument !== '--smoke');
const unknown = requested.filter((name) => !SUITES[name]);
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Available: ${Object.keys(SUITES).join(', ')} (and --smoke)`);
  process.exit(2);
}
const failed: string[] = [];
for (const name of requested.length > 0 ? requested : Object.keys(SUITES)) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    const yardstickMs = yardstick(); // before the suite starts processes of its own
    const result = await SUITES[name]!();
    if (SMOKE) printResult(result);
    else await writeResult({ ...result, machine: { ...result.machine, yardstickMs } });
    if (SMOKE) console.log(`${name}: smoke ran to the end in ${seconds()} s`);
  } catch (error) {
    // The next suites still run: one broken suite must not hide the state of the others.
    failed.push(name);
    console.error(`\n${name} FAILED after ${seconds()} s: ${inspect(error)}`);
  }
}
// A smoke's tiny sizes say nothing of the figures: bench/REPORT.md keeps the last real ones.
if (!SMOKE) await writeReport();
if (failed.length > 0) console.error(`\nsuites that failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
