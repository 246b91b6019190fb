import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';

const database = useTestDatabase();
let app: TestApp;
let anna: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  anna = await app.operator('admin', 'Anna Amministratrice');
  // Batches as the billing read model keeps them, one a day for 23 days (their lines do not matter here).
  await database().pool.query(
    `INSERT INTO payout_batches (id, items, total_cents, created_at)
     SELECT gen_random_uuid(), '[]'::jsonb, day * 100, timestamptz '2026-10-01 09:00+02' + make_interval(days => day)
       FROM generate_series(1, 23) AS day`,
  );
});
afterAll(() => app?.close());

const page = async (query: string) => anna.fetch(`/api/admin/payout-batches${query}`);

describe('the payout batches, a page at a time', () => {
  it('when there are 23 batches, then the first page holds the 20 newest and the second the 3 oldest, each saying how many there are', async () => {
    const first = await (await page('')).json();
    const second = await (await page('?page=2')).json();

    expect([first.total, first.page, first.pageSize, first.batches.length]).toEqual([23, 1, 20, 20]);
    expect(first.batches[0].totalCents).toBe(2_300);
    expect(second.batches.map((batch: { totalCents: number }) => batch.totalCents)).toEqual([300, 200, 100]);
  });

  it.each([['0'], ['-1'], ['due']])('when the page is %s, then the answer is a 400 in Italian', async (value) => {
    const response = await page(`?page=${value}`);

    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('Il numero di pagina deve essere un intero da 1 in su');
  });
});
