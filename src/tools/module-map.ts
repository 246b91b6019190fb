import { readFile, writeFile } from 'node:fs/promises';
import { MODULE_EVENTS } from '../event-catalog.js';
import modules from '../modules.json' with { type: 'json' };

const START = '<!-- module-map:start (npm run docs:modules writes this part) -->';
const END = '<!-- module-map:end -->';
const DOC = new URL('../../docs/architecture.md', import.meta.url);

const code = (text: string) => `\`${text}\``;

/** The modules of src/modules.json, each with what it does and the events its catalog declares, as a Markdown table. */
export function moduleMap(): string {
  const events = MODULE_EVENTS as Record<string, { entries: object } | undefined>;
  const rows = Object.entries(modules).map(([name, purpose]) => {
    const own = Object.keys(events[name]?.entries ?? {});
    return `| ${code(`src/${name}`)} | ${purpose} | ${own.length === 0 ? '—' : own.map(code).join(', ')} |`;
  });
  return [START, '', '| module | what it does | its events |', '|---|---|---|', ...rows, '', END].join('\n');
}

/** The module map as docs/architecture.md has it now, or undefined when the markers are missing. */
export async function documentedModuleMap(): Promise<string | undefined> {
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start === -1 || end === -1 ? undefined : doc.slice(start, end + END.length);
}

/** Writes the module map into docs/architecture.md, between its markers. */
export async function writeModuleMap(): Promise<void> {
  const doc = await readFile(DOC, 'utf8');
  const current = await documentedModuleMap();
  if (current === undefined) throw new Error(`docs/architecture.md has no ${START} … ${END} markers`);
  await writeFile(DOC, doc.replace(current, moduleMap()));
}
