import type { VerificationView } from '../api/projection-controls';
import { countOf } from '@contracts/plural';

type Row = Record<string, unknown>;
const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Rows found in both samples under the same first column (the table's key) are told column by column; the rest whole. */
function pairs(missing: Row[], unexpected: Row[]) {
  const keyOf = (row: Row) => shown(Object.values(row)[0]);
  const found = new Map(unexpected.map((row) => [keyOf(row), row]));
  const paired = missing.flatMap((expected) => {
    const actual = found.get(keyOf(expected));
    if (!actual) return [];
    found.delete(keyOf(expected));
    const columns = Object.keys(expected).filter((column) => shown(expected[column]) !== shown(actual[column]));
    return [{ key: `${Object.keys(expected)[0]} ${keyOf(expected)}`, columns: columns.map((column) => ({ column, expected: expected[column], actual: actual[column] })) }];
  });
  const pairedKeys = new Set(paired.map((pair) => pair.key));
  return {
    paired,
    onlyExpected: missing.filter((row) => !pairedKeys.has(`${Object.keys(row)[0]} ${keyOf(row)}`)),
    onlyFound: [...found.values()],
  };
}

/** What verify found: "identica", or each table's differing rows, as the events want them and as the table holds them. */
export function VerificationResult({ verification }: { verification: VerificationView }) {
  if (verification.differences.length === 0) {
    return (
      <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900" role="status">
        Verifica di «{verification.projection}» su {countOf(verification.events, 'evento', 'eventi')}: identica.
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm" role="status" aria-label={`Differenze di ${verification.projection}`}>
      <p className="font-semibold text-red-900">
        Verifica di «{verification.projection}» su {countOf(verification.events, 'evento', 'eventi')}: differenze trovate.
      </p>
      {verification.differences.map(({ table, missing, unexpected }) => {
        const { paired, onlyExpected, onlyFound } = pairs(missing.sample, unexpected.sample);
        return (
          <section key={table} className="space-y-1">
            <h4 className="font-semibold text-slate-900">
              Tabella <span className="font-mono">{table}</span>: {countOf(missing.count, 'riga mancante o diversa', 'righe mancanti o diverse')},{' '}
              {countOf(unexpected.count, 'riga non prodotta dagli eventi', 'righe non prodotte dagli eventi')}
            </h4>
            <ul className="list-disc space-y-1 pl-5">
              {paired.map((pair) => (
                <li key={pair.key}>
                  <span className="font-mono">{pair.key}</span>:{' '}
                  {pair.columns.map((column) => (
                    <span key={column.column} className="mr-2 inline-block">
                      <span className="font-mono">{column.column}</span> atteso «{shown(column.expected)}», trovato «{shown(column.actual)}»
                    </span>
                  ))}
                </li>
              ))}
              {onlyExpected.map((row, index) => (
                <li key={`expected-${index}`} className="break-all">
                  Manca: <span className="font-mono text-xs">{JSON.stringify(row)}</span>
                </li>
              ))}
              {onlyFound.map((row, index) => (
                <li key={`found-${index}`} className="break-all">
                  In più: <span className="font-mono text-xs">{JSON.stringify(row)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
