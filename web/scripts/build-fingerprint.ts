import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a build of the web app is made of: its own sources, what it imports from the server, the dependencies. */
const INPUTS = ['web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/vite.config.ts', 'src/contracts', 'src/eligibility', 'package-lock.json', 'tsconfig.json'];

/** The build's fingerprint: one hash over every input file's path and content, and the settings that change the output. */
export async function buildFingerprint(repoRoot: string, settings: Record<string, string>): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  for (const file of (await Promise.all(INPUTS.map((input) => filesUnder(path.join(repoRoot, input))))).flat().sort()) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

async function filesUnder(target: string): Promise<string[]> {
  const entries = await readdir(target, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return [target];
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.map((entry) => (typeof entry === 'string' ? entry : entry.isFile() ? path.join(entry.parentPath, entry.name) : undefined)).filter((file): file is string => file !== undefined);
}
