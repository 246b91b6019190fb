import { beforeAll, describe, expect, it } from 'vitest';
import { browseQuery } from '../../../src/platform/event-store/postgres/browse-events.js';
import type { EventBrowseFilter } from '../../../src/platform/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';

/** Events written straight into the table: BROWSE_PLAN_EVENTS=2000000 for the figures in browse-events.ts. */
const EVENTS = Number(process.env.BROWSE_PLAN_EVENTS ?? 100_000);
const database = useTestDatabase();
let middle: bigint;

beforeAll(async () => {
  const { pool } = database();
  await pool.query(
    `INSERT INTO events (stream_id, version, event_id, type, data, metadata, created_at)
     SELECT 'claim-' || (i / 10), i % 10 + 1, gen_random_uuid(), 'Type' || (i % 25), '{}'::jsonb,
            jsonb_build_object('actor', jsonb_build_object('kind', 'operator', 'id', 'actor-' || (i % 500)), 'correlationId', 'request-' || (i / 3), 'causationId', 'request-' || (i / 3)),
            now() - make_interval(secs => $1 - i)
       FROM generate_series(0, $1 - 1) AS i`,
    [EVENTS],
  );
  // A rare type, every 5 000th event: no page of the global order holds enough of them.
  await pool.query("UPDATE events SET type = 'RareType' WHERE global_position % 5000 = 0");
  await pool.query('ANALYZE events');
  middle = BigInt((await pool.query<{ position: string }>('SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY global_position) AS position FROM events')).rows[0]!.position);
}, 600_000);

async function plan(filter: EventBrowseFilter): Promise<{ text: string; milliseconds: number; rows: number }> {
  const query = browseQuery(filter, middle, 51, '*');
  const { rows } = await database().pool.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query.text}`, values: query.values });
  const text = rows.map((row) => row['QUERY PLAN']).join('\n');
  const milliseconds = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]);
  const rowsOut = Number(/Limit \(actual rows=(\d+)/.exec(text)?.[1] ?? 0);
  if (process.env.BROWSE_PLAN_EVENTS) console.log(`${JSON.stringify(filter)}\n${text}\n`);
  return { text, milliseconds, rows: rowsOut };
}

describe(`browse plans over ${EVENTS} events, a page from the middle of the history`, () => {
  // A common value is found fastest along the global order with a filter (a type of every 25th event,
  // say), a rare one by its own index and a sort of its few rows: either way an index, never the table.
  it.each<[string, EventBrowseFilter, RegExp]>([
    ['no filter', {}, /events_browse_position/],
    ['a common type', { types: ['Type7'] }, /events_browse_(type|position)/],
    ['a rare type', { types: ['RareType'] }, /events_browse_type/],
    ['two types', { types: ['RareType', 'Type3'] }, /events_browse_(type|position)/],
    ['an actor', { actorId: 'actor-42' }, /events_browse_(actor|position)/],
    ['a correlation', { correlationId: `request-${Math.floor(EVENTS / 6)}` }, /events_browse_correlation/],
  ])('when filtering by %s, then the page is read through the index meant for it, never by a sequential scan', async (_label, filter, index) => {
    const { text } = await plan(filter);

    expect(text).toMatch(new RegExp(`(Index Scan Backward using|Bitmap Index Scan on) ${index.source}`));
    expect(text).not.toContain('Seq Scan');
  });

  it('when filtering by stream, then the stream’s own rows are read by the primary key, never the whole table', async () => {
    const { text } = await plan({ stream: `claim-${EVENTS / 20}` });
    expect(text).toMatch(/Index Scan.* using events_pkey on events/);
    expect(text).not.toContain('Seq Scan');
  });

  it('when filtering by a date range far from the cursor or a narrow old one, then the dates’ index bounds the scan and no sequential scan reads the table', async () => {
    const now = Date.now();
    const recent = await plan({ from: new Date(now - (EVENTS / 4) * 1000) });
    const narrowOld = await plan({ from: new Date(now - (EVENTS * 0.9) * 1000), to: new Date(now - (EVENTS * 0.9 - 600) * 1000) });

    expect(recent.rows).toBe(0); // the middle of the history is older than the last quarter
    expect(narrowOld.rows).toBe(51);
    for (const { text } of [recent, narrowOld]) {
      expect(text).toContain('using events_browse_created_at');
      expect(text).not.toContain('Seq Scan');
    }
  });
});
