import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';

/** Loads `data` (COPY text format, one line per row, every column of `columns`) into `table`; says how many rows. */
export async function copyFrom(db: pg.PoolClient, table: string, columns: readonly string[], data: string): Promise<number> {
  const copy = db.query(copyFromStdin(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from([Buffer.from(data)]), copy);
  return copy.rowCount ?? 0;
}
