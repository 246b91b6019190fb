import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** For each top folder of src/ (a module, the platform, the contracts…), the other top folders its files import. */
async function foldersImported(): Promise<Map<string, Set<string>>> {
  const imports = new Map<string, Set<string>>();
  for (const entry of await readdir(SRC, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(SRC, file).split(path.sep)[0]!;
    if (from === entry.name) continue; // src/main.ts and the other entries: the composition root imports everything
    for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
      const to = path.relative(SRC, path.resolve(path.dirname(file), specifier!)).split(path.sep)[0]!;
      if (to !== from && !to.startsWith('..') && !to.includes('.')) (imports.get(from) ?? imports.set(from, new Set()).get(from)!).add(to);
    }
  }
  return imports;
}

describe('the imports between the parts of src/', () => {
  it('when a module imports another (its contract included), then that one imports nothing back: the modules form a tree, not a web', async () => {
    const imports = await foldersImported();
    const bothWays = [...imports].flatMap(([from, tos]) => [...tos].filter((to) => from < to && imports.get(to)?.has(from)).map((to) => `${from} <-> ${to}`));
    expect(bothWays).toEqual([]);
  });
});
