import { searchAirports } from '../../src/airports/index.js';
import { startProcess } from './processes.js';
import { benchDatabase, latencies, readLatencyFigure, SMOKE, suiteResult, type SuiteResult } from './support.js';

/** What passengers type into the wizard's airport fields: codes, Italian city and country names, a miss. */
const QUERIES = ['roma', 'londra', 'germania', 'FCO', 'zurigo', 'ai', 'monaco di baviera', 'xyz'];
const ROUNDS = SMOKE ? 1 : 40;

/**
 * The wizard's airport search as a passenger meets it, over HTTP, against the same search run
 * straight on the database from the bench process.
 */
export async function airportsBench(): Promise<SuiteResult> {
  const { pool, url, drop } = await benchDatabase(2);
  const server = await startProcess('src/main.ts', ['api'], { DATABASE_URL: url }, '/api/health');
  try {
    let next = 0;
    const query = () => QUERIES[next++ % QUERIES.length]!;
    const sampling = { count: ROUNDS * QUERIES.length, warmUp: SMOKE ? 0 : 2 * QUERIES.length };
    const api = await latencies(async () => {
      const response = await fetch(`${server.url}/api/airports/search?${new URLSearchParams({ q: query() })}`);
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      await response.arrayBuffer();
    }, sampling);
    const baseline = await latencies(() => searchAirports(pool, query()), sampling);
    return suiteResult(
      'airports',
      [readLatencyFigure(`GET /api/airports/search, p95 of ${sampling.count} over ${QUERIES.length} queries`, api, { name: 'the same search straight on the database', samples: baseline })],
      [`sequential requests over loopback, queries ${QUERIES.map((q) => `"${q}"`).join(', ')} in turn`],
    );
  } finally {
    await server.stop();
    await drop();
  }
}
