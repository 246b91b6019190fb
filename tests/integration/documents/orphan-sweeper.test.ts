import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStorage } from '../../../src/documents/storage/blob-storage.js';
import { LocalBlobStorage } from '../../../src/documents/storage/local-blob-storage.js';
import { startOrphanSweeper, sweepOrphanUploads } from '../../../src/documents/storage/orphan-sweeper.js';
import { useTestDatabase } from '../../support/database.js';
import { capturingLogger } from './storage-contract.js';

const database = useTestDatabase();
const HOUR = 3_600_000;
const DOCUMENT = Buffer.from('%PDF-1.7 carta d’identità');
const now = new Date('2026-03-10T12:00:00Z');
let root: string;
let storage: LocalBlobStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rv-sweeper-'));
  storage = new LocalBlobStorage(path.join(root, 'uploads'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await database().pool.query('DELETE FROM document_uploads');
});

/** An upload row `ageHours` before `at` (with microseconds, as PostgreSQL keeps them), with its blob unless told. */
async function anUpload({ ageHours, recorded = false, withBlob = true, at = now }: { ageHours: number; recorded?: boolean; withBlob?: boolean; at?: Date }) {
  const publicId = randomUUID();
  const key = `claim-7/${randomUUID()}`;
  if (withBlob) await storage.put(key, Readable.from([DOCUMENT]), 'application/pdf');
  const uploadedAt = new Date(at.getTime() - ageHours * HOUR).toISOString().replace('Z', '321Z');
  await database().pool.query(
    `INSERT INTO document_uploads (public_id, claim_id, storage_key, size, mime_type, sha256, original_name, uploaded_at, recorded_at)
     VALUES ($1, 7, $2, $5, 'application/pdf', repeat('a', 64), 'carta-identita.pdf', $3, CASE WHEN $4 THEN $3::timestamptz + interval '1 minute' END)`,
    [publicId, key, uploadedAt, recorded, DOCUMENT.length],
  );
  return { publicId, key };
}

async function remainingIds(): Promise<string[]> {
  const { rows } = await database().pool.query<{ public_id: string }>('SELECT public_id FROM document_uploads ORDER BY public_id');
  return rows.map((row) => row.public_id);
}

describe('sweepOrphanUploads', () => {
  it('when unrecorded uploads are older than 24 hours, then they are removed with their blobs, and recorded or recent ones stay', async () => {
    const orphans = [await anUpload({ ageHours: 25 }), await anUpload({ ageHours: 24.01 }), await anUpload({ ageHours: 24 * 30 })];
    const recorded = await anUpload({ ageHours: 48, recorded: true });
    const recent = await anUpload({ ageHours: 23.9 });

    const removed = await sweepOrphanUploads(database().pool, storage, { now });

    expect(removed).toBe(3);
    expect(await remainingIds()).toEqual([recorded.publicId, recent.publicId].sort());
    for (const orphan of orphans) expect(await storage.head(orphan.key)).toBeUndefined();
    expect(await storage.head(recorded.key)).toEqual({ size: DOCUMENT.length });
    expect(await storage.head(recent.key)).toEqual({ size: DOCUMENT.length });
  });

  it('when olderThanHours is given, then it replaces the 24 hours', async () => {
    const twoHoursOld = await anUpload({ ageHours: 2 });

    expect(await sweepOrphanUploads(database().pool, storage, { now, olderThanHours: 3 })).toBe(0);
    expect(await sweepOrphanUploads(database().pool, storage, { now, olderThanHours: 1 })).toBe(1);
    expect(await storage.head(twoHoursOld.key)).toBeUndefined();
  });

  it('when an orphan’s blob is already gone, then its row is removed all the same', async () => {
    await anUpload({ ageHours: 30, withBlob: false });

    expect(await sweepOrphanUploads(database().pool, storage, { now })).toBe(1);
    expect(await remainingIds()).toEqual([]);
  });

  it('when the storage cannot delete a blob, then its row stays exactly as it was, for the next sweep', async () => {
    const stuck = await anUpload({ ageHours: 30 });
    const fine = await anUpload({ ageHours: 30 });
    const rowOf = async (publicId: string) =>
      (await database().pool.query('SELECT to_jsonb(d) AS row FROM document_uploads d WHERE public_id = $1', [publicId])).rows[0]?.row;
    const before = await rowOf(stuck.publicId);
    const failures: string[] = [];
    const failing: BlobStorage = {
      ...delegateTo(storage),
      delete: async (key) => (key === stuck.key ? Promise.reject(new Error('storage unavailable')) : storage.delete(key)),
    };

    const removed = await sweepOrphanUploads(database().pool, failing, { now, onBlobError: (upload) => failures.push(upload.publicId) });

    expect(removed).toBe(1);
    expect(failures).toEqual([stuck.publicId]);
    expect(await rowOf(stuck.publicId)).toEqual(before);
    expect(await storage.head(stuck.key)).toEqual({ size: DOCUMENT.length });
    expect(await storage.head(fine.key)).toBeUndefined();

    expect(await sweepOrphanUploads(database().pool, storage, { now })).toBe(1);
    expect(await remainingIds()).toEqual([]);
  });

  it('when there are more orphans than one batch, then every one is removed', async () => {
    await database().pool.query(
      `INSERT INTO document_uploads (public_id, claim_id, storage_key, size, mime_type, sha256, uploaded_at)
       SELECT 'bulk-' || n, 9, 'claim-9/gone-' || n, 1, 'image/png', repeat('b', 64), $1::timestamptz - interval '2 days'
         FROM generate_series(1, 1203) AS n`,
      [now],
    );

    expect(await sweepOrphanUploads(database().pool, storage, { now })).toBe(1203);
    expect(await remainingIds()).toEqual([]);
  });
});

describe('startOrphanSweeper', () => {
  it('when two sweepers run at once, then only one sweeps and the other skips until the lock is free', async () => {
    const orphans = await Promise.all(Array.from({ length: 5 }, () => anUpload({ ageHours: 30, at: new Date() })));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const deletes = { first: 0, second: 0 };
    const first = capturingLogger();
    const second = capturingLogger();
    const held: BlobStorage = { ...delegateTo(storage), delete: async (key) => (deletes.first++, await gate, storage.delete(key)) };
    const counted: BlobStorage = { ...delegateTo(storage), delete: async (key) => (deletes.second++, storage.delete(key)) };

    const stopFirst = startOrphanSweeper(database().pool, held, first.logger, { everyMs: 3_600_000 });
    await expect.poll(() => deletes.first).toBeGreaterThan(0);
    const stopSecond = startOrphanSweeper(database().pool, counted, second.logger, { everyMs: 50 });
    await expect.poll(() => second.lines.some((line) => /skipped: another process is sweeping/.test(line.msg))).toBe(true);
    open();
    await expect.poll(() => first.lines.find((line) => line.msg === 'orphan upload sweep done')).toMatchObject({ removed: 5 });
    // Once the first has let go, the second gets the lock, and finds nothing left.
    await expect.poll(() => second.lines.find((line) => line.msg === 'orphan upload sweep done'), { timeout: 5_000 }).toMatchObject({ removed: 0 });
    await stopFirst();
    await stopSecond();

    expect(deletes.second).toBe(0);
    expect(first.lines.filter((line) => line.msg === 'orphan upload removed').map((line) => (line.upload as { publicId: string }).publicId).sort()).toEqual(
      orphans.map((orphan) => orphan.publicId).sort(),
    );
    expect(await remainingIds()).toEqual([]);
    for (const orphan of orphans) expect(await storage.head(orphan.key)).toBeUndefined();
  });

  it('when stopped, then it waits for the sweep in progress and sweeps no more', async () => {
    const { logger, lines } = capturingLogger();
    const stop = startOrphanSweeper(database().pool, storage, logger, { everyMs: 20 });
    await expect.poll(() => lines.filter((line) => line.msg === 'orphan upload sweep done').length).toBeGreaterThan(1);

    await stop();
    const sweeps = lines.length;
    // A witness sweeping as often: by its third sweep, two periods have passed without one from the stopped sweeper.
    const witness = capturingLogger();
    const stopWitness = startOrphanSweeper(database().pool, storage, witness.logger, { everyMs: 20 });
    await expect.poll(() => witness.lines.filter((line) => line.msg === 'orphan upload sweep done').length).toBeGreaterThanOrEqual(3);
    await stopWitness();

    expect(lines.length).toBe(sweeps);
  });
});

function delegateTo(storage: BlobStorage): BlobStorage {
  return {
    kind: storage.kind,
    put: (key, body, contentType) => storage.put(key, body, contentType),
    get: (key) => storage.get(key),
    head: (key) => storage.head(key),
    delete: (key) => storage.delete(key),
  };
}
