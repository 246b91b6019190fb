import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../web/scripts/build-web.js';

const run = promisify(execFile);

describe('npm start and the web build', () => {
  it('when web/dist is current with its sources (the tests built it), then the build `npm start` runs is skipped and web/dist is left as it is', async () => {
    const before = await stat(path.join(WEB_DIST, 'index.html'));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'web/scripts/build-web.ts', '--if-stale'], { timeout: 60_000 });
    expect(stdout).toContain('is up to date with its sources: build skipped');
    expect((await stat(path.join(WEB_DIST, 'index.html'))).mtimeMs).toBe(before.mtimeMs);
  });
});
