import type { Queryable } from '../platform/db/pool.js';
import { findAllAirports, type Airport } from './search.js';

const directories = new WeakMap<object, Promise<Map<number, Airport>>>();

/**
 * Airports by id from memory: the table is reference data written only by migrations, so one read
 * per process serves every later lookup (a claim submission needs two).
 */
export async function airportsByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, Airport>> {
  let directory = directories.get(db);
  if (!directory) {
    directory = findAllAirports(db).then((airports) => new Map(airports.map((airport) => [airport.id, airport])));
    directories.set(db, directory);
    directory.catch(() => directories.delete(db));
  }
  const byId = await directory;
  return new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!] as const] : [])));
}
