import type { EventBrowseFilter } from '../event-store.js';

/**
 * The SQL of a browse page: newest first by global position, keyset paging (`global_position <
 * cursor`, never OFFSET), every filter a bound parameter. Migration 0018 indexes each common filter
 * so that a page reads about `limit` index entries whatever its depth. EXPLAIN ANALYZE of a page from
 * the middle of 2 000 000 events (BROWSE_PLAN_EVENTS=2000000 npx vitest run
 * tests/integration/event-store/browse-plans.test.ts, which asserts the index of each):
 *
 *   no filter      Index Scan Backward using events_browse_position   Index Cond: (global_position < cursor)   0.04 ms
 *   common type    Index Scan Backward using events_browse_position   Filter: (type = 'Type7')  (1 in 25)     0.27 ms
 *   rare type      Index Scan Backward using events_browse_type       Index Cond: (type = … AND global_position < …)   0.04 ms
 *   actor          Index Scan Backward using events_browse_actor      Index Cond: (metadata->'actor'->>'id' = … AND …)  0.22 ms
 *   correlation    Index Scan Backward using events_browse_correlation                                        0.02 ms
 *   stream         Index Scan using events_pkey (stream_id = …), then a sort of that stream's few rows        0.05 ms
 *   from (recent)  InitPlan: Index Scan Backward using events_browse_created_at, LIMIT 1 → position bound;
 *                  Index Scan Backward using events_browse_position between the bounds                      0.06 ms
 *   from + to      Index Scan using events_browse_created_at (the range), top-N sort by position              0.24 ms
 *   (without the position bounds a date range far from the cursor scanned a million rows: 480 ms.)
 *
 * A transaction that commits late with a lower position than a page already shown is not on that
 * page: the browser shows history, not a live feed, and the next visit shows it.
 */
/**
 * A date range becomes a range of global positions too, so that a page is a short scan of the
 * position index even when the range lies far from the cursor. created_at is the appending
 * transaction's start and its position is taken before it commits, so positions follow times except
 * within one append's duration: an event recorded more than TIME_SKEW before `from` took its position
 * before any event recorded at or after `from` (appends last milliseconds, far less than the margin).
 */
const TIME_SKEW = "interval '1 hour'";
const MAX_POSITION = '9223372036854775807';

export function browseQuery(filter: EventBrowseFilter, cursor: bigint | undefined, limit: number, columns: string): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const where: string[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (cursor !== undefined) where.push(`global_position < ${bind(cursor.toString())}::bigint`);
  if (filter.types?.length === 1) where.push(`type = ${bind(filter.types[0])}`);
  else if (filter.types && filter.types.length > 1) where.push(`type = ANY(${bind(filter.types)}::text[])`);
  if (filter.stream) where.push(`stream_id = ${bind(filter.stream)}`);
  if (filter.actorId) where.push(`(metadata -> 'actor' ->> 'id') = ${bind(filter.actorId)}`);
  if (filter.correlationId) where.push(`(metadata ->> 'correlationId') = ${bind(filter.correlationId)}`);
  if (filter.from) {
    const from = bind(filter.from);
    where.push(`created_at >= ${from}`, `global_position > COALESCE((SELECT global_position FROM events WHERE created_at < ${from}::timestamptz - ${TIME_SKEW} ORDER BY created_at DESC LIMIT 1), 0)`);
  }
  if (filter.to) {
    const to = bind(filter.to);
    where.push(`created_at < ${to}`, `global_position < COALESCE((SELECT global_position FROM events WHERE created_at >= ${to}::timestamptz + ${TIME_SKEW} ORDER BY created_at LIMIT 1), ${MAX_POSITION})`);
  }
  const text = `SELECT ${columns} FROM events ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY global_position DESC LIMIT ${bind(limit)}`;
  return { text, values };
}
