import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_EVENTS } from '../../../src/event-catalog.js';
import modules from '../../../src/modules.json' with { type: 'json' };
import { documentedModuleMap, moduleMap } from '../../../src/tools/module-map.js';

/** What src/ holds besides the business modules: foundations, what the web shares, tools and types. */
const NOT_MODULES = ['contracts', 'eligibility', 'platform', 'tools', 'types'];

describe('the module map', () => {
  it('when a folder is added under src/, then it is a module of src/modules.json or a known foundation', async () => {
    const src = new URL('../../../src/', import.meta.url);
    const entries = await readdir(src, { withFileTypes: true, recursive: true });
    // Folders with code in them: an empty one a move left behind is no module.
    const folders = [...new Set(entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.relative(src.pathname, entry.parentPath).split(path.sep)[0]!))].filter(Boolean);
    expect(folders.filter((folder) => !NOT_MODULES.includes(folder)).sort()).toEqual(Object.keys(modules).sort());
  });

  it('when a module declares events, then it is a module of src/modules.json', () => {
    expect(Object.keys(MODULE_EVENTS).filter((name) => !(name in modules))).toEqual([]);
  });

  it('when docs/architecture.md is read, then its module map names every module and its events as the catalog declares them (npm run docs:modules)', async () => {
    expect(await documentedModuleMap()).toBe(moduleMap());
  });
});
