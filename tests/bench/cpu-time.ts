import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The bench's own connections, told apart from the product's so that their work is not counted as the product's. */
export const BENCH_APPLICATION_NAME = 'rimborsovolo24-bench';

async function procStat(pid: number): Promise<{ command: string; cpuMs: number } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  const end = stat.lastIndexOf(')');
  // The fields after the command name start at the third, `state`: utime and stime are the 14th and 15th.
  const fields = stat.slice(end + 2).split(' ');
  return { command: stat.slice(stat.indexOf('(') + 1, end), cpuMs: ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000 };
}

/**
 * CPU milliseconds (user + system, all threads) a process has used so far: what process.cpuUsage()
 * reports inside a Node process, read from /proc so that the processes measured run unchanged.
 */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await procStat(pid);
  if (!stat) throw new Error(`process ${pid} has gone`);
  return stat.cpuMs;
}

/** CPU ms so far of each PostgreSQL backend serving the product's connections to the pool's database, by pid. */
export async function backendCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND application_name <> $1`,
    [BENCH_APPLICATION_NAME],
  );
  const readings = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await procStat(pid);
    if (stat?.command !== 'postgres') throw new Error(`backend ${pid} is not a process of this machine: PostgreSQL must run here for its CPU to be read`);
    readings.set(pid, stat.cpuMs);
  }
  return readings;
}

/** CPU ms the backends used between two readings; one that connected in between counts from its start. */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, cpuMs] of after) ms += cpuMs - (before.get(pid) ?? 0);
  return ms;
}

/**
 * Milliseconds PostgreSQL has spent running statements of the pool's database (pg_stat_database's
 * active_time): wall time, so it includes waits for locks, disk and, on a busy machine, the CPU.
 * A backend publishes it at most once a second, and one gone idle within that second only after
 * 10 s idle: read it after 11 s without load.
 */
export async function statementMs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ active_time: number }>('SELECT active_time FROM pg_stat_database WHERE datname = current_database()');
  return rows[0]!.active_time;
}

/** PostgreSQL publishes a backend's pending counters after it has been idle this long (PGSTAT_IDLE_INTERVAL, 10 s) and a margin. */
export const STATISTICS_SETTLE_MS = 11_000;
