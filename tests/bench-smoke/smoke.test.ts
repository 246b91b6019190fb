import { spawn } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { SUITES } from '../bench/suites.js';

/** Generous: on a machine shared with other runs a suite's processes start slowly, and the smoke is only meant to end. */
const SUITE_TIMEOUT_MS = 300_000;

/** `npm run bench -- --smoke <suite>` as its own process on the tests' PostgreSQL and Redis: its exit code and what it printed. */
function smoke(suite: string): Promise<{ code: number | null; output: string }> {
  const redisUrl = inject('redisUrl');
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/run.ts', '--smoke', suite], {
      env: { ...process.env, DATABASE_URL: inject('pgServerUrl'), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// A suite that stops half-way (a read model it does not build, a route that moved) otherwise goes unnoticed until the next full run.
describe('every bench suite runs to the end at smoke sizes', () => {
  for (const suite of Object.keys(SUITES)) {
    it(suite, async () => {
      const { code, output } = await smoke(suite);
      expect(code, `npm run bench -- --smoke ${suite} printed:\n${output.slice(-4_000)}`).toBe(0);
    }, SUITE_TIMEOUT_MS);
  }
});
