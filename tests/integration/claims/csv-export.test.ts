import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvLine } from '../../../src/claims/claims-csv.js';
import { useTestDatabase } from '../../support/database.js';
import { account, login, sessionOf } from '../../support/operator-accounts.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let giulia: OperatorClient;
const EXPORT = '/api/admin/flight-checks/export.csv';
const HEADER = '"Numero pratica";"Data richiesta";"Passeggero";"Email";"Telefono";"Volo";"Data volo";"Partenza";"Arrivo";"Problema";"Stato";"Priorità";"Assegnata a";"Passeggeri";"Importo stimato (€)"';
const COPIES = 2_500;
/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list and the full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Copies of the first claim straight into the read model, all with the same request time (the keyset's tie-break on id is exercised). */
async function copies(count: number, passengerName: string, idsFrom: number, adminStatus: string): Promise<void> {
  await database().pool.query(
    `INSERT INTO claims
       SELECT (jsonb_populate_record(null::claims, to_jsonb(c) || jsonb_build_object(
                 'id', $3::bigint + g, 'practice_number', 'copy-' || $2::text || g, 'passenger_name', $2::text || ' ' || g,
                 'search_text', lower($2::text) || ' copy ' || g, 'admin_status', $4::text, 'created_at', '2026-01-01T10:00:00Z'))).*
         FROM claims c CROSS JOIN generate_series(1, $1::int) AS g
        WHERE c.id = (SELECT min(id) FROM claims)`,
    [count, passengerName, idsFrom, adminStatus],
  );
}

async function exported(search = ''): Promise<{ response: Response; text: string; lines: string[] }> {
  const response = await giulia.fetch(`${EXPORT}${search}`);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text, lines: text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean) };
}

let tricky: { practiceNumber: string };

beforeAll(async () => {
  app = await startTestApp(database());
  giulia = await app.operator('operator', 'Giulia Verdi');
  const airports = await airportIds(database().pool);
  await submit(app.url, claimBody(airports));
  tricky = await submit(app.url, claimBody(airports, { passengerName: 'Anna Neri', email: 'anna.neri@example.it' }));
  await database().pool.query(
    `UPDATE claims SET passenger_name = $2, phone = $3, assigned_to = $4, estimated_compensation = 600 WHERE practice_number = $1`,
    [tricky.practiceNumber, 'Neri; "Anna"\nseconda riga', '=HYPERLINK("http://evil.example";"clic")', '@SUM(A1:A9)'],
  );
  await copies(COPIES, 'Bianchi', 1_000_000, 'under_review');
}, 60_000);
afterAll(() => app?.close());

describe('CSV export of the claim list', () => {
  it('when an operator exports without filters, then every claim arrives as an attachment for Italian Excel, the last one included', async () => {
    const { response, text, lines } = await exported();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pratiche-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(HEADER);
    const rows = lines.slice(1).filter((line) => line.startsWith('"copy-'));
    expect(rows).toHaveLength(COPIES);
    expect(new Set(rows.map((line) => line.split(';')[0])).size).toBe(COPIES);
  });

  it('when the list is filtered by status or search, then the export holds exactly the same claims', async () => {
    const byStatus = await exported('?status=under_review');
    expect(byStatus.lines).toHaveLength(COPIES + 1);
    expect(byStatus.lines.slice(1).every((line) => line.includes(';"In Revisione";'))).toBe(true);

    const bySearch = await exported('?q=anna.neri');
    expect(bySearch.lines).toHaveLength(2); // the header and one record (its name's line break is inside quotes, not a CRLF)
    expect(bySearch.text).toContain(tricky.practiceNumber);

    const none = await exported('?status=completed&q=bianchi');
    expect(none.lines).toEqual([HEADER]);
  });

  it('when a field holds the separator, quotes or a line break, or starts like a formula, then every field is quoted and the formula neutralised', async () => {
    const { text } = await exported('?q=anna.neri');
    const record = text.slice(text.indexOf(tricky.practiceNumber) - 1);

    expect(record).toContain(';"Neri; ""Anna""\nseconda riga";"anna.neri@example.it";');
    expect(record).toContain(`;"'=HYPERLINK(""http://evil.example"";""clic"")";`);
    expect(record).toContain(`;"'@SUM(A1:A9)";"1";"600,00"\r\n`);
    expect(record).toContain(';"Ritardo";"In Attesa";"Normale";');
  });

  it('when a passenger submits a phone like 1,=cmd|\' /C calc\'!A0, then no reader, splitting on commas, semicolons or tabs, with or without quotes, sees a cell starting like a formula', async () => {
    const attacks = [
      "1,=cmd|' /C calc'!A0",
      '2;+SUM(1)\t-3',
      'a, @x',
      'b"=c',
      ' \uFF1D1+1',
    ];
    const attacker = await submit(app.url, claimBody(await airportIds(database().pool), { passengerName: 'Ugo Falco', email: 'ugo.falco@example.it', phone: attacks[0] }));
    await database().pool.query('UPDATE claims SET passenger_name = $2, assigned_to = $3, flight_number = $4, departure_airport = $5 WHERE practice_number = $1', [
      attacker.practiceNumber,
      ...attacks.slice(1),
    ]);

    const { text } = await exported('?q=ugo.falco');
    expect(text).toContain(attacker.practiceNumber);
    for (const delimiter of [',', ';', '\t']) {
      for (const quote of ['"', false] as const) {
        const records: string[][] = parse(text, { delimiter, quote, bom: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true });
        expect(records.length).toBeGreaterThanOrEqual(2);
        const cells = records.flat();
        const formulas = cells.filter((cell) => FORMULA_START.test(cell) || FORMULA_START.test(cell.replace(/^[\s"]+/, '')));
        expect(formulas, `delimiter ${JSON.stringify(delimiter)}, quote ${String(quote)}`).toEqual([]);
      }
    }
    // The semicolon reader Excel uses here gets each value back whole, only with its apostrophes.
    const [, record] = parse(text, { delimiter: ';', bom: true }) as string[][];
    expect(record).toEqual(expect.arrayContaining(["1,'=cmd|' /C calc'!A0", "2;'+SUM(1)\t'-3", "a, '@x", 'b"\'=c', " '\uFF1D1+1"]));
  });

  it('when values start with - or +, then a spreadsheet does not run them, and numbers stay numbers', () => {
    expect(csvLine(['-2+3', '+39 333', 2, -2, null, 'b;c'])).toBe(`"'-2+3";"'+39 333";"2";"-2";;"b;c"\r\n`);
  });

  it('when the request has no operator session, then it is refused with 401 and no data', async () => {
    const response = await fetch(`${app.url}${EXPORT}`);

    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('copy-');
  });

  it('when the session has not passed the second factor an admin must have, then it is refused with 403 and no data', async () => {
    const strict = await startTestApp(database(), { REQUIRE_2FA: 'true' });
    try {
      const admin = await account(database().pool, 'admin', 'Irene Oro');
      const session = await sessionOf(strict, await login(strict, admin.email));

      const response = await session.fetch(EXPORT);

      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('copy-');
    } finally {
      await strict.close();
    }
  });

  it('when a filter is invalid, then it is refused with 400 before anything is written', async () => {
    const response = await giulia.fetch(`${EXPORT}?status=perduta`);

    expect(response.status).toBe(400);
  });

  it('when the client goes away in the middle of the export, then the server carries on and the next export is complete', async () => {
    const url = new URL(`${app.url}${EXPORT}`);
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(url, { headers: { cookie: giulia.cookie } }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end();
    });

    const { response, lines } = await exported();
    expect(response.status).toBe(200);
    expect(lines.filter((line) => line.startsWith('"copy-'))).toHaveLength(COPIES);
  });
});
