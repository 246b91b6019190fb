import type { Writable } from 'node:stream';
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';
import type pg from 'pg';
import { ISSUE_LABELS, PRIORITY_LABELS, STATUS_LABELS, type AdminStatus, type IssueType, type Priority } from '../contracts/claim-vocabulary.js';
import { claimListWhere, type ClaimListQuery } from './read-models/claims-list.js';

export type ClaimCsvFilters = Pick<ClaimListQuery, 'status' | 'q' | 'assignedOperatorId'>;

/** Rows read per statement: keyset pages by (created_at, id), so memory stays the same for 1,000 or 1,000,000 claims. */
export const CSV_PAGE_ROWS = 1_000;

export const CSV_HEADER = [
  'Numero pratica',
  'Data richiesta',
  'Passeggero',
  'Email',
  'Telefono',
  'Volo',
  'Data volo',
  'Partenza',
  'Arrivo',
  'Problema',
  'Stato',
  'Priorità',
  'Assegnata a',
  'Passeggeri',
  'Importo stimato (€)',
];

/** Italian Excel reads a semicolon-separated file, and UTF-8 only with the byte order mark. */
const SEPARATOR = ';';
const BOM = '\uFEFF';
/**
 * A formula character (the full-width ones too) where a cell could start: the field's start, even
 * after spaces, and wherever a spreadsheet that splits on another separator than ours (a comma, a
 * tab, a line break; a quote, for a lenient reader) would start one inside the field.
 */
const FORMULA_AT_CELL_START = /(^\s*|[,;\t\r\n"]\s*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** An apostrophe before each such character: a spreadsheet reads the cell as text, whatever separator it splits on. */
const guardFormulas = (text: string) => text.replace(FORMULA_AT_CELL_START, "$1'");

const CSV_OPTIONS: StringifyOptions = {
  delimiter: SEPARATOR,
  record_delimiter: 'windows',
  // Every field quoted (RFC 4180), so a comma, a tab or a line break inside one never ends it.
  quoted: true,
  // The library's guard (OWASP's list, a tab or CR first included), and ours for the cells within a field.
  escape_formulas: true,
  cast: { string: guardFormulas },
};

export type CsvValue = string | number | null | undefined;

/** Records as CSV lines, each ended by CRLF. */
export function csvLines(records: readonly (readonly CsvValue[])[]): string {
  return stringify(records as CsvValue[][], CSV_OPTIONS);
}

export const csvLine = (values: readonly CsvValue[]): string => csvLines([values]);

/** The export's file name: today in Italy. */
export function csvFileName(now = new Date()): string {
  return `pratiche-${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(now)}.csv`;
}

interface CsvRow {
  id: string;
  cursor_at: string;
  practice_number: string;
  requested_at: string;
  passenger_name: string;
  email: string;
  phone: string | null;
  flight_number: string;
  flight_date: string;
  departure_airport: string;
  arrival_airport: string;
  issue_type: string;
  admin_status: string;
  priority: string;
  assigned_to: string | null;
  passengers_count: number;
  estimated_compensation: string | null;
}

function rowValues(row: CsvRow): CsvValue[] {
  return [
    row.practice_number,
    row.requested_at,
    row.passenger_name,
    row.email,
    row.phone,
    row.flight_number,
    row.flight_date,
    row.departure_airport,
    row.arrival_airport,
    ISSUE_LABELS[row.issue_type as IssueType] ?? row.issue_type,
    STATUS_LABELS[row.admin_status as AdminStatus] ?? row.admin_status,
    PRIORITY_LABELS[row.priority as Priority] ?? row.priority,
    row.assigned_to,
    row.passengers_count,
    row.estimated_compensation === null ? null : row.estimated_compensation.replace('.', ','),
  ];
}

/** Resolves once `out` takes more (true) or is gone (false). */
function drained(out: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (more: boolean) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(more);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/**
 * Writes the claims matching the list's filters to `out` as CSV, newest first, a page at a time:
 * it waits for `drain` when `out` is full and stops reading as soon as `out` is closed (the client went away).
 * Returns the number of rows written.
 */
export async function writeClaimsCsv(db: pg.Pool, filters: ClaimCsvFilters, out: Writable, pageRows = CSV_PAGE_ROWS): Promise<number> {
  const { where, values } = claimListWhere(filters);
  const gone = () => out.destroyed || out.writableEnded;
  let written = 0;
  let after: { at: string; id: string } | undefined;
  if (!out.write(BOM + csvLine(CSV_HEADER)) && !(await drained(out))) return written;
  for (;;) {
    if (gone()) return written;
    const pageValues = after ? [...values, after.at, after.id] : values;
    const keyset = after ? `(created_at, id) < ($${values.length + 1}::timestamptz, $${values.length + 2}::bigint)` : '';
    const condition = [where.replace(/^WHERE /, ''), keyset].filter(Boolean).join(' AND ');
    const { rows } = await db.query<CsvRow>(
      `SELECT id::text, created_at::text AS cursor_at, practice_number,
              to_char(created_at AT TIME ZONE 'Europe/Rome', 'DD/MM/YYYY HH24:MI') AS requested_at,
              passenger_name, email, phone, flight_number, to_char(flight_date, 'DD/MM/YYYY') AS flight_date,
              departure_airport, arrival_airport, issue_type, admin_status, priority, assigned_to,
              passengers_count, estimated_compensation::text
         FROM claims ${condition ? `WHERE ${condition}` : ''}
        ORDER BY created_at DESC, id DESC
        LIMIT ${pageRows}`,
      pageValues,
    );
    if (gone()) return written;
    if (rows.length > 0) {
      written += rows.length;
      if (!out.write(csvLines(rows.map(rowValues))) && !(await drained(out))) return written;
    }
    if (rows.length < pageRows) break;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor_at, id: last.id };
  }
  if (!gone()) out.end();
  return written;
}
