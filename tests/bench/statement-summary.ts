/**
 * What the database spent its time on during a bench run with BENCH_LOG_STATEMENTS=1:
 * `tsx tests/bench/statement-summary.ts <postgresql log> <database> [requests]` groups the logged
 * statements of that database by their text (parameters left out) and prints count and total time,
 * per request when the number of requests is given.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const LINE = /duration: ([\d.]+) ms\s+(?:statement|execute [^:]*|parse [^:]*|bind [^:]*): (.*)$/;

export async function summariseStatements(logFile: string, database: string): Promise<{ statement: string; count: number; ms: number }[]> {
  const groups = new Map<string, { count: number; ms: number }>();
  for await (const line of createInterface({ input: createReadStream(logFile) })) {
    if (!line.includes(`@${database} `)) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const statement = match[2]!.replace(/\s+/g, ' ').replace(/'[^']*'/g, "'…'").slice(0, 110);
    const group = groups.get(statement) ?? { count: 0, ms: 0 };
    group.count++;
    group.ms += Number(match[1]);
    groups.set(statement, group);
  }
  return [...groups].map(([statement, group]) => ({ statement, ...group })).sort((a, b) => b.ms - a.ms);
}

if (process.argv[1]?.endsWith('statement-summary.ts')) {
  const [logFile, database, requests] = process.argv.slice(2);
  const per = Number(requests) || 1;
  const rows = await summariseStatements(logFile!, database!);
  const totalMs = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`${rows.reduce((sum, row) => sum + row.count, 0)} statements, ${(totalMs / 1000).toFixed(1)} s in the server${per > 1 ? `; per request: ${(rows.reduce((s, r) => s + r.count, 0) / per).toFixed(1)} statements, ${(totalMs / per).toFixed(2)} ms` : ''}`);
  for (const row of rows.slice(0, 30)) {
    console.log(`${((row.ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${(row.count / per).toFixed(2).padStart(7)}×  ${(row.ms / row.count).toFixed(3).padStart(7)} ms  ${row.statement}`);
  }
}
