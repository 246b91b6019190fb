import type pg from 'pg';
import type { EventStore } from '../src/platform/event-store/index.js';
import type { EventHandler, Projection } from './projection.js';
import { rebuildProjection } from './rebuild.js';
import { readProjectionStatus } from './status.js';
import { verifyProjection } from './verify.js';

export const USAGE = `Usage: npm run projections -- <command>
  status                   each projection's and reactor's checkpoint, lag and failure
  rebuild <name>|all       rebuild read models from the first event, then swap them in (reactors are never re-run)
  verify [name|all]        fold every event again and compare with the read models; exit 1 on any difference`;

export interface CommandDeps {
  pool: pg.Pool;
  store: EventStore;
  handlers: EventHandler[];
  batchSize: number;
  print: (line: string) => void;
}

/** Runs one projections command; resolves with the process exit code. */
export async function runProjectionsCommand(args: string[], deps: CommandDeps): Promise<number> {
  const [command, target] = args;
  if (command === 'status') return printStatus(deps);
  if (command === 'rebuild' && target) return rebuild(target, deps);
  if (command === 'verify') return verify(target ?? 'all', deps);
  deps.print(USAGE);
  return 2;
}

async function printStatus({ pool, store, print }: CommandDeps): Promise<number> {
  const statuses = await readProjectionStatus(pool, store);
  if (statuses.length === 0) {
    print('No projection or reactor has run yet.');
    return 0;
  }
  const rows = statuses.map((status) => [
    status.name,
    status.kind,
    status.position ?? '(start)',
    String(status.eventsApplied),
    status.lag === null ? 'behind' : String(status.lag),
    status.lagSeconds.toFixed(1),
    status.failure ? `FAILED at ${status.failure.eventId}: ${status.failure.error}` : 'ok',
  ]);
  printTable(['name', 'kind', 'checkpoint', 'applied', 'lag', 'lag s', 'state'], rows, print);
  return statuses.some((status) => status.failure) ? 1 : 0;
}

/** The projections a command names (`all`, or one name); undefined, with the reason printed, when none. */
function chooseProjections(target: string, verb: string, { handlers, print }: CommandDeps): Projection[] | undefined {
  const projections = handlers.filter((handler): handler is Projection => handler.kind === 'projection');
  const chosen = target === 'all' ? projections : projections.filter((projection) => projection.name === target);
  if (chosen.length > 0) return chosen;
  const isReactor = handlers.some((handler) => handler.name === target && handler.kind === 'reactor');
  print(isReactor ? `${target} is a reactor: reactors are never re-run by a ${verb}.` : `No projection named ${target}. Known: ${projections.map((p) => p.name).join(', ') || 'none'}.`);
  return undefined;
}

async function rebuild(target: string, deps: CommandDeps): Promise<number> {
  const { pool, store, batchSize, print } = deps;
  const chosen = chooseProjections(target, 'rebuild', deps);
  if (!chosen) return 2;
  for (const projection of chosen) {
    const started = Date.now();
    const { events } = await rebuildProjection({ pool, store, batchSize }, projection);
    const seconds = (Date.now() - started) / 1000;
    print(`${projection.name}: rebuilt from ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / Math.max(seconds, 0.001))} events/s)`);
  }
  return 0;
}

async function verify(target: string, deps: CommandDeps): Promise<number> {
  const { pool, store, batchSize, print } = deps;
  const chosen = chooseProjections(target, 'verify', deps);
  if (!chosen) return 2;
  let differing = 0;
  for (const projection of chosen) {
    const { events, position, differences } = await verifyProjection({ pool, store, batchSize }, projection);
    const upTo = `${events} events up to ${position ?? '(start)'}`;
    if (differences.length === 0) {
      print(`${projection.name}: ${upTo}: identical`);
      continue;
    }
    differing++;
    print(`${projection.name}: ${upTo}: DIFFERENT`);
    for (const { table, missing, unexpected } of differences) {
      print(`  ${table}: ${missing.count} rows missing or changed, ${unexpected.count} rows not produced by the events`);
      for (const row of missing.sample) print(`    expected ${JSON.stringify(row)}`);
      for (const row of unexpected.sample) print(`    found    ${JSON.stringify(row)}`);
    }
  }
  return differing > 0 ? 1 : 0;
}

export function printTable(header: string[], rows: string[][], print: (line: string) => void): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  print(line(header));
  print(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) print(line(row));
}
