import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_UP_TO } from '../../../src/claims/read-models/claims-list.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let giulia: OperatorClient;

/** Copies of the submitted claim straight into the read model: the list's count, not the submission, is under test. */
async function copiesOfTheClaim(count: number, passengerName: string, idsFrom: number): Promise<void> {
  await database().pool.query(
    `INSERT INTO claims
       SELECT (jsonb_populate_record(null::claims, to_jsonb(c) || jsonb_build_object(
                 'id', $3::bigint + g, 'practice_number', 'copy-' || $2::text || g, 'search_text', lower($2::text) || ' copy ' || g))).*
         FROM claims c CROSS JOIN generate_series(1, $1::int) AS g
        WHERE c.id = (SELECT min(id) FROM claims)`,
    [count, passengerName, idsFrom],
  );
}

beforeAll(async () => {
  app = await startTestApp(database());
  giulia = await app.operator('operator', 'Giulia Verdi');
  await submit(app.url, claimBody(await airportIds(database().pool)));
  await copiesOfTheClaim(EXACT_TOTAL_UP_TO + 500, 'Rossi', 1_000_000);
  await copiesOfTheClaim(40, 'Bianchi', 2_000_000);
});
afterAll(() => app?.close());

describe('the claim list’s total', () => {
  it('when more claims match than the list counts exactly, then the total says "at least" and the pages go on', async () => {
    const list = await (await giulia.fetch('/api/admin/flight-checks?pageSize=20&page=520')).json();

    expect(list).toMatchObject({ total: EXACT_TOTAL_UP_TO, totalIsLowerBound: true, page: 520 });
    expect(list.items).toHaveLength(20);
  });

  it('when a search matches fewer, then the total is exact', async () => {
    const list = await (await giulia.fetch('/api/admin/flight-checks?q=bianchi')).json();

    expect(list).toMatchObject({ total: 40, totalIsLowerBound: false });
  });
});
