import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStream, evolveClaim, initialClaimState, type ClaimSubmittedData } from '../../../src/claims/contract.js';
import { PostgresEventStore, type EventToAppend, type RecordedEvent } from '../../../src/platform/event-store/index.js';
import { personalDataWiring } from '../../../src/modules.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { PersonalDataError } from '../../../src/platform/personal-data/event-codec.js';
import { createPersonalData } from '../../../src/platform/personal-data/personal-data.js';
import type { SubjectKeys } from '../../../src/platform/personal-data/subject-keys.js';
import { useTestDatabase } from '../../support/database.js';
import { submitted } from './fixtures.js';
import { untilAllReadable } from '../../support/readable.js';

const database = useTestDatabase();
const secretKey = randomBytes(32).toString('hex');
let store: PostgresEventStore;
let subjectKeys: SubjectKeys;

beforeAll(() => {
  // One process's wiring: erasing through its keys drops the key from the cache its store reads with.
  const personalData = createPersonalData(database().pool, personalDataWiring(secretKey));
  subjectKeys = personalData.subjectKeys;
  const codec = personalData.codec;
  store = new PostgresEventStore(database().pool, { codec });
});
afterAll(() => store?.close());

let claims = 900_000;
const metadata = () => ({ actor: { kind: 'passenger' as const, id: '123456' }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: new Date().toISOString() });

const event = (type: string, data: unknown): EventToAppend & { id: string } => ({ id: randomUUID(), type, data, metadata: metadata() });

async function storedData(eventId: string): Promise<string> {
  const { rows } = await database().pool.query<{ data: string }>('SELECT data::text AS data FROM events WHERE event_id = $1', [eventId]);
  return rows[0]!.data;
}

async function readStream(stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const recorded of store.readStream(stream)) events.push(recorded);
  return events;
}

async function newClaim() {
  const id = ++claims;
  const stream = claimStream(id);
  const first = event('ClaimSubmitted', submitted(id));
  const edit = event('ClaimDetailsEdited', { changes: { email: { from: 'maria.rossi@example.it', to: 'maria@nuova.it' }, flightNumber: { from: 'AZ610', to: 'AZ611' } } });
  const note = event('ClaimStatusChanged', { from: 'pending', to: 'under_review', passengerNote: 'Gentile Maria, ci servono i documenti' });
  const assigned = event('ClaimAssigned', { from: null, to: 'operator-1' });
  await store.append(stream, [first, edit, note, assigned], { expectedVersion: 'no_stream' });
  return { id, stream, first, edit, note, assigned };
}

describe('personal fields stored encrypted under the passenger’s key', () => {
  it('when a claim’s events are appended, then the events table holds no plain name, e-mail or note while readStream gives them back', async () => {
    const { stream, first, edit, note, assigned } = await newClaim();

    const stored = await Promise.all([first, edit, note].map((appended) => storedData(appended.id)));
    for (const text of stored) {
      for (const secret of ['Maria Rossi', 'maria.rossi@example.it', 'maria@nuova.it', '333 1234567', '203.0.113.7', 'utm=maria', 'ore di ritardo', 'Gentile Maria', 'Brooklyn']) expect(text).not.toContain(secret);
    }
    // What is not personal stays readable: the flight, the airports chosen from the list, who is assigned.
    expect(JSON.parse(stored[0]!)).toMatchObject({ flightNumber: 'AZ610', departureAirport: 'Roma Fiumicino (FCO)', issueType: 'delay' });
    expect(JSON.parse(stored[1]!)).toMatchObject({ changes: { flightNumber: { from: 'AZ610', to: 'AZ611' }, email: {} } });
    expect(await storedData(assigned.id)).toContain('operator-1');

    const read = await readStream(stream);
    expect(read.map((recorded) => recorded.data)).toEqual([first.data, edit.data, note.data, assigned.data]);
  });

  it('when events are read by readAll and in a snapshot, then they come back in plain text too, with one key query per batch', async () => {
    const appended = [await newClaim(), await newClaim(), await newClaim()];
    await untilAllReadable(store);
    const queries: string[] = [];
    const pool = database().pool;
    const query = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof query>) => {
      if (typeof args[0] === 'string' && args[0].includes('subject_keys')) queries.push(args[0]);
      return query(...args);
    }) as typeof pool.query;
    try {
      const { codec } = createPersonalData(pool, personalDataWiring(secretKey)); // a cold cache
      const cold = new PostgresEventStore(pool, { codec });
      const all = await cold.readAll({ limit: 10_000 });
      expect(queries).toHaveLength(1);
      for (const claim of appended) expect(all.find((recorded) => recorded.id === claim.first.id)!.data).toEqual(claim.first.data);
    } finally {
      pool.query = query;
    }

    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const snapshot = await store.readAllInSnapshot(client, { limit: 10_000 });
      expect(snapshot.find((recorded) => recorded.id === appended[0]!.edit.id)!.data).toEqual(appended[0]!.edit.data);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  });

  it('when events concern no passenger or hold nothing personal, then they are stored as given and no key is made', async () => {
    const other = event('ClaimSubmitted', submitted(1));
    await store.append(`contract-${randomUUID()}`, [other], { expectedVersion: 'no_stream' });
    const id = ++claims;
    const plain = event('ClaimPriorityChanged', { from: 'normal', to: 'high' });
    await store.append(claimStream(id), [plain], { expectedVersion: 'no_stream' });

    expect(JSON.parse(await storedData(other.id))).toEqual(other.data);
    expect(JSON.parse(await storedData(plain.id))).toEqual(plain.data);
    expect(await subjectKeys.status(claimStream(id))).toBe('none');
  });

  it('when one event’s ciphertext is copied onto another event, then reading it fails as an error and is not taken for an erasure', async () => {
    const { stream, first, note } = await newClaim();
    await database().pool.query(
      `UPDATE events SET data = jsonb_set(data, '{$personal,sealed}', (SELECT data->'$personal'->'sealed' FROM events WHERE event_id = $1)) WHERE event_id = $2`,
      [note.id, first.id],
    );

    await expect(readStream(stream)).rejects.toThrow(PersonalDataError);
    await expect(readStream(stream)).rejects.toThrow(/does not open/);
  });

  it('when the passenger’s key is erased, then every personal field reads "dati cancellati", the rest is intact and the claim still folds', async () => {
    const { id, stream, first } = await newClaim();

    await subjectKeys.erase(stream);
    const read = await readStream(stream);

    expect(ERASED_PERSONAL_DATA).toBe('dati cancellati');
    expect(read[0]!.data).toMatchObject({
      passengerName: ERASED_PERSONAL_DATA,
      email: ERASED_PERSONAL_DATA,
      phone: ERASED_PERSONAL_DATA,
      ipAddress: ERASED_PERSONAL_DATA,
      issueDetails: ERASED_PERSONAL_DATA,
      arrivalAirport: ERASED_PERSONAL_DATA,
      departureAirport: 'Roma Fiumicino (FCO)',
      flightNumber: 'AZ610',
      practiceNumber: (first.data as ClaimSubmittedData).practiceNumber,
    });
    expect(read[1]!.data).toEqual({ changes: { email: { from: ERASED_PERSONAL_DATA, to: ERASED_PERSONAL_DATA }, flightNumber: { from: 'AZ610', to: 'AZ611' } } });
    expect(read[2]!.data).toMatchObject({ to: 'under_review', passengerNote: ERASED_PERSONAL_DATA });
    const claim = read.reduce((state, recorded) => evolveClaim(state, recorded as never, recorded.createdAt.toISOString()), initialClaimState);
    expect(claim).toMatchObject({ id, passengerName: ERASED_PERSONAL_DATA, flightNumber: 'AZ611', adminStatus: 'under_review' });
    expect(await subjectKeys.status(stream)).toBe('erased');
  });

  it('when an erased passenger’s stream gets a new personal event, then its values are never stored and read as erased', async () => {
    const { stream } = await newClaim();
    await subjectKeys.erase(stream);
    const late = event('CommunicationRecorded', { communicationId: randomUUID(), kind: 'note', subject: null, content: 'Richiamare Maria al 333 1234567', recipient: null });

    await store.append(stream, [late], { expectedVersion: 'any' });

    expect(await storedData(late.id)).not.toContain('333 1234567');
    expect((await readStream(stream)).at(-1)!.data).toMatchObject({ content: ERASED_PERSONAL_DATA, subject: null, recipient: null });
  });

  it('when many appends make the first key of one passenger at once, then they all use the same key', async () => {
    const stream = claimStream(++claims);
    const { codec } = createPersonalData(database().pool, personalDataWiring(secretKey));
    const racers = Array.from({ length: 8 }, () => new PostgresEventStore(database().pool, { codec: createPersonalData(database().pool, personalDataWiring(secretKey)).codec }));
    await Promise.all(racers.map((racer, index) => racer.append(stream, [event('AdminNotesChanged', { from: null, to: `nota ${index}` })], { expectedVersion: 'any' })));

    const reader = new PostgresEventStore(database().pool, { codec });
    const notes: RecordedEvent[] = [];
    for await (const recorded of reader.readStream(stream)) notes.push(recorded);
    expect(notes.map((recorded) => (recorded.data as { to: string }).to).sort()).toEqual(Array.from({ length: 8 }, (_, index) => `nota ${index}`));
    const { rows } = await database().pool.query('SELECT count(*)::int AS n FROM subject_keys WHERE subject_id = $1', [stream]);
    expect(rows[0].n).toBe(1);
  });
});
