import type pg from 'pg';

/** What the rewrite needs of the codec: which stored data still holds personal fields in plain text, and how to encode it. */
export interface PlaintextEncoder {
  needsEncoding(stream: string, type: string, data: unknown): boolean;
  encode(stream: string, events: readonly { id: string; type: string; data: unknown }[]): Promise<unknown[]>;
}

interface StoredRow {
  event_id: string;
  stream_id: string;
  type: string;
  data: unknown;
  transaction_xid: string;
  global_position: string;
}

export interface EncryptionProgress {
  /** Events read that held no encoded personal data yet. */
  scanned: number;
  /** Of those, the ones rewritten with their personal fields encrypted. */
  encrypted: number;
}

/**
 * The only code that rewrites stored events (`npm run gdpr -- migrate`): every event whose declared
 * personal fields are still in plain text gets them encrypted in place, in global order, one batch per
 * statement. Idempotent: an event already encoded is never read again, nor written (the UPDATE checks
 * it too, should an append or another run have got there first). The data the modules read is the same
 * before and after, so read models stay as they are (`npm run projections -- verify` says so).
 */
export async function encryptPlaintextEvents(
  pool: pg.Pool,
  encoder: PlaintextEncoder,
  options: { batchSize?: number; onBatch?: (progress: EncryptionProgress) => void } = {},
): Promise<EncryptionProgress> {
  const batchSize = options.batchSize ?? 500;
  const progress: EncryptionProgress = { scanned: 0, encrypted: 0 };
  let after = ['0', '0'];
  for (;;) {
    const { rows } = await pool.query<StoredRow>(
      `SELECT event_id, stream_id, type, data, transaction_id::text AS transaction_xid, global_position FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND NOT (data ? '$personal')
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      [after[0], after[1], batchSize],
    );
    if (rows.length === 0) return progress;
    after = [rows.at(-1)!.transaction_xid, rows.at(-1)!.global_position];
    progress.scanned += rows.length;
    const plain = rows.filter((row) => encoder.needsEncoding(row.stream_id, row.type, row.data));
    if (plain.length > 0) {
      const encoded: unknown[] = [];
      for (const row of plain) encoded.push(...(await encoder.encode(row.stream_id, [{ id: row.event_id, type: row.type, data: row.data }])));
      const { rowCount } = await pool.query(
        `UPDATE events SET data = u.data FROM unnest($1::uuid[], $2::jsonb[]) AS u(id, data)
          WHERE events.event_id = u.id AND NOT (events.data ? '$personal')`,
        [plain.map((row) => row.event_id), encoded.map((data) => JSON.stringify(data))],
      );
      progress.encrypted += rowCount ?? 0;
    }
    options.onBatch?.({ ...progress });
  }
}
