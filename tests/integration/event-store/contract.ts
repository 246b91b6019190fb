import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  WrongExpectedVersionError,
  type EventStore,
  type EventToAppend,
  type Position,
  type RecordedEvent,
} from '../../../src/platform/event-store/index.js';
import { waitFor } from '../../support/wait-for.js';

export interface ContractSubject {
  store: () => EventStore;
  /** Appends inside a transaction left open until `commit`, where the adapter has transactions. */
  appendHeldOpen?: (stream: string, event: EventToAppend) => Promise<{ commit(): Promise<void> }>;
}

const actor = { kind: 'system', id: 'contract-suite' } as const;

export function anEvent(type = 'Something', data: Record<string, unknown> = {}): EventToAppend & { id: string } {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { actor, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: new Date().toISOString() },
  };
}

const streamName = (label: string) => `contract-${label}-${randomUUID()}`;

async function collect(iterable: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

async function headPosition(store: EventStore): Promise<Position | undefined> {
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll({ after, limit: 1_000 });
    if (page.length === 0) return after;
    after = page.at(-1)!.position;
  }
}

/**
 * The head once it has reached `position`. On PostgreSQL an event becomes readable only when every
 * transaction of the cluster that began before its own has ended, so under load (other test files on
 * the same server) the head can trail a moment behind an append that has returned.
 */
async function headReaching(store: EventStore, position: Position): Promise<Position> {
  let head: Position | undefined;
  const reached = async () => {
    head = await store.headPosition();
    return head !== undefined && store.comparePositions(head, position) >= 0;
  };
  await waitFor(reached, { what: `the head to reach ${position}`, timeoutMs: 10_000, intervalMs: 10 });
  return head!;
}

/** Reads `$all` after `after` until `done()` and every id in `expected` has been seen, or the time is up; `looks` counts its reads. */
async function tailUntil(store: EventStore, after: Position | undefined, expected: Set<string>, done: () => boolean, looks = { count: 0 }) {
  const seen: RecordedEvent[] = [];
  const deadline = Date.now() + 20_000;
  let position = after;
  while (Date.now() < deadline) {
    const page = await store.readAll({ after: position, limit: 50 });
    looks.count++;
    for (const event of page) if (event.stream.startsWith('contract-gap-')) seen.push(event);
    if (page.length > 0) position = page.at(-1)!.position;
    const complete = done() && [...expected].every((id) => seen.some((event) => event.id === id));
    if (complete) return seen;
    if (page.length === 0) await sleep(5);
  }
  return seen;
}

export function eventStoreContract(subject: ContractSubject): void {
  describe('append and readStream', () => {
    it('when events are appended to a new stream, then they read back in order with versions from 1', async () => {
      const store = subject.store();
      const stream = streamName('read-back');
      const first = anEvent('ClaimSubmitted', { passenger: 'Maria Rossi', amount: 600 });
      const second = anEvent('ClaimStatusChanged', { from: 'pending', to: 'under_review' });

      const result = await store.append(stream, [first, second], { expectedVersion: 'no_stream' });
      const events = await collect(store.readStream(stream));

      expect(result.nextVersion).toBe(2n);
      expect(events.map((event) => [event.id, event.type, event.version])).toEqual([
        [first.id, 'ClaimSubmitted', 1n],
        [second.id, 'ClaimStatusChanged', 2n],
      ]);
      expect(events[0]!.data).toEqual({ passenger: 'Maria Rossi', amount: 600 });
      expect(events[0]!.metadata).toEqual(first.metadata);
      expect(events[0]!.stream).toBe(stream);
      expect(events[0]!.createdAt).toBeInstanceOf(Date);
      expect(store.comparePositions(events[0]!.position, events[1]!.position)).toBe(-1);
      expect(store.comparePositions(result.position, events[1]!.position)).toBe(0);
    });

    it('when a version range is asked, then only those versions come back', async () => {
      const store = subject.store();
      const stream = streamName('range');
      await store.append(stream, [anEvent('A'), anEvent('B'), anEvent('C'), anEvent('D')], { expectedVersion: 'no_stream' });

      const middle = await collect(store.readStream(stream, { fromVersion: 2n, toVersion: 3n }));

      expect(middle.map((event) => event.type)).toEqual(['B', 'C']);
      expect(middle.map((event) => event.version)).toEqual([2n, 3n]);
    });

    it('when a stream does not exist, then reading it yields nothing', async () => {
      expect(await collect(subject.store().readStream(streamName('missing')))).toEqual([]);
    });
  });

  describe('optimistic concurrency', () => {
    it('when the expected version is stale, then the append is refused with the actual version and nothing is written', async () => {
      const store = subject.store();
      const stream = streamName('stale');
      await store.append(stream, [anEvent(), anEvent()], { expectedVersion: 'no_stream' });

      const [stale, recreate] = await Promise.allSettled([
        store.append(stream, [anEvent('Late')], { expectedVersion: 1n }),
        store.append(stream, [anEvent('Again')], { expectedVersion: 'no_stream' }),
      ]);

      expect(stale).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedVersionError', actual: 2n, expected: 1n } });
      expect(recreate).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedVersionError) });
      expect((await collect(store.readStream(stream))).map((event) => event.type)).not.toContain('Late');
    });

    it('when the expected version is current or any, then the append goes through', async () => {
      const store = subject.store();
      const stream = streamName('current');
      await store.append(stream, [anEvent()], { expectedVersion: 'no_stream' });

      expect((await store.append(stream, [anEvent()], { expectedVersion: 1n })).nextVersion).toBe(2n);
      expect((await store.append(stream, [anEvent()], { expectedVersion: 'any' })).nextVersion).toBe(3n);
      expect((await store.append(streamName('any-new'), [anEvent()], { expectedVersion: 'any' })).nextVersion).toBe(1n);
    });

    it('when 20 appenders race on one stream at the same version, then exactly one wins', async () => {
      const store = subject.store();
      const stream = streamName('race');
      await store.append(stream, [anEvent('Opened')], { expectedVersion: 'no_stream' });
      const contenders = Array.from({ length: 20 }, (_, index) => anEvent('Contender', { index }));

      const outcomes = await Promise.allSettled(contenders.map((event) => store.append(stream, [event], { expectedVersion: 1n })));

      const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const losers = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(winners).toHaveLength(1);
      expect(losers.every((outcome) => outcome.reason instanceof WrongExpectedVersionError)).toBe(true);
      const events = await collect(store.readStream(stream));
      expect(events.map((event) => event.type)).toEqual(['Opened', 'Contender']);
    });

    it('when 20 appenders race to create the same stream, then exactly one wins', async () => {
      const store = subject.store();
      const stream = streamName('create-race');

      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => store.append(stream, [anEvent('Created')], { expectedVersion: 'no_stream' })),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await collect(store.readStream(stream))).toHaveLength(1);
    });
  });

  describe('idempotent append', () => {
    it('when the same events are appended again at the same expected version, then nothing new is written', async () => {
      const store = subject.store();
      const stream = streamName('retry');
      const events = [anEvent('A'), anEvent('B')];

      const first = await store.append(stream, events, { expectedVersion: 'no_stream' });
      const retry = await store.append(stream, events, { expectedVersion: 'no_stream' });

      expect(retry).toEqual(first);
      expect(await collect(store.readStream(stream))).toHaveLength(2);
    });

    it('when the same event is retried with expected version any, then it is stored once', async () => {
      const store = subject.store();
      const stream = streamName('retry-any');
      const event = anEvent('Once');

      const outcomes = await Promise.all([1, 2, 3].map(() => store.append(stream, [event], { expectedVersion: 'any' })));

      expect(new Set(outcomes.map((outcome) => outcome.nextVersion))).toEqual(new Set([1n]));
      expect(await collect(store.readStream(stream))).toHaveLength(1);
    });
  });

  describe('readAll', () => {
    it('when events are appended to several streams, then readAll returns them in append order, after excluded, by pages', async () => {
      const store = subject.store();
      const start = await headPosition(store);
      const appended: string[] = [];
      let last: Position | undefined;
      for (let index = 0; index < 25; index++) {
        const event = anEvent('Ordered', { index });
        last = (await store.append(streamName(`order-${index % 3}`), [event], { expectedVersion: 'any' })).position;
        appended.push(event.id);
      }
      await headReaching(store, last!);

      const read: RecordedEvent[] = [];
      let after = start;
      for (;;) {
        const page = await store.readAll({ after, limit: 7 });
        expect(page.length).toBeLessThanOrEqual(7);
        if (page.length === 0) break;
        read.push(...page);
        after = page.at(-1)!.position;
      }

      expect(read.map((event) => event.id).filter((id) => appended.includes(id))).toEqual(appended);
      for (let index = 1; index < read.length; index++) {
        expect(store.comparePositions(read[index - 1]!.position, read[index]!.position)).toBe(-1);
      }
    });

    it('when writers race while one transaction stays open, then a tailing reader sees every committed event exactly once', async () => {
      const store = subject.store();
      const start = await headPosition(store);
      const expected = new Set<string>();
      let writesDone = false;

      const heldEvent = anEvent('HeldOpen');
      const held = await subject.appendHeldOpen?.(streamName('gap-held'), heldEvent);
      if (held) expected.add(heldEvent.id);
      const looks = { count: 0 };
      const reader = tailUntil(store, start, expected, () => writesDone, looks);
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        for (let index = 0; index < 25; index++) {
          const event = anEvent('Burst', { writer, index });
          expected.add(event.id);
          await store.append(streamName(`gap-${writer}`), [event], { expectedVersion: 'any' });
        }
      });
      await Promise.all(writers);
      // Every later transaction has committed: the reader looks at the store again while the held one stays open.
      const looked = looks.count;
      await waitFor(() => looks.count >= looked + 2, { what: 'the tailing reader to read twice more' });
      await held?.commit();
      writesDone = true;
      const seen = await reader;

      const ids = seen.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(expected);
      expect(ids).toHaveLength(subject.appendHeldOpen ? 201 : 200);
    });
  });

  describe('headPosition', () => {
    it('when events are appended, then the head is the last one readAll returns, and it moves with each append', async () => {
      const store = subject.store();
      const warmUp = await store.append(streamName('head'), [anEvent('Head')], { expectedVersion: 'any' });
      const before = await headReaching(store, warmUp.position);
      expect(before).toBe(await headPosition(store));

      const first = anEvent('Head');
      const second = anEvent('Head');
      await store.append(streamName('head'), [first], { expectedVersion: 'any' });
      const appended = await store.append(streamName('head'), [second], { expectedVersion: 'any' });
      const head = await headReaching(store, appended.position);
      const last = (await store.readAll({ after: before, limit: 1_000 })).at(-1)!;

      expect(head).toBe(last.position);
      expect(last.id).toBe(second.id);
      expect(store.comparePositions(before, head)).toBe(-1);
      expect(await store.readAll({ after: head, limit: 10 })).toEqual([]);
    });

    it('when a checkpoint is behind the head, then the distance is positive where the adapter counts it, and 0 at the head', async () => {
      const store = subject.store();
      const one = await store.append(streamName('distance'), [anEvent()], { expectedVersion: 'any' });
      const from = await headReaching(store, one.position);
      const three = await store.append(streamName('distance'), [anEvent(), anEvent()], { expectedVersion: 'any' });
      const head = await headReaching(store, three.position);

      const distance = store.distance(from, head);
      if (distance !== undefined) {
        expect(distance).toBeGreaterThanOrEqual(2);
        expect(store.distance(head, head)).toBe(0);
      }
    });

    if (!subject.appendHeldOpen) console.warn('The held-open transaction test not run: this adapter has no transactions to hold open');
    it.runIf(subject.appendHeldOpen)('when a transaction holding an event is still open, then the head stays before it', async () => {
      const store = subject.store();
      const held = await subject.appendHeldOpen!(streamName('head-held'), anEvent('HeldOpen'));
      await store.append(streamName('head-after'), [anEvent()], { expectedVersion: 'any' });
      const head = await store.headPosition();
      expect(head).toBe(await headPosition(store));
      await held.commit();
    });
  });

  describe('browse and findEvent', () => {
    /** Every page of a browse, cursor after cursor (EventStoreDB may hand back an empty page with a cursor when it stopped scanning). */
    async function browseAll(store: EventStore, filter: Parameters<EventStore['browse']>[0], limit: number): Promise<RecordedEvent[][]> {
      const pages: RecordedEvent[][] = [];
      let cursor: string | undefined;
      do {
        const page = await store.browse(filter, { cursor, limit });
        if (page.events.length > 0) pages.push(page.events);
        cursor = page.cursor ?? undefined;
      } while (cursor && pages.length < 20);
      return pages;
    }

    it('when a stream is browsed two at a time, then its events come newest first, each once, and the cursor ends', async () => {
      const store = subject.store();
      const stream = streamName('browse');
      const events = [anEvent('Weighed'), anEvent('Weighed'), anEvent('Packed'), anEvent('Weighed'), anEvent('Shipped')];
      for (const event of events) await store.append(stream, [event], { expectedVersion: 'any' });
      await store.append(streamName('browse-other'), [anEvent('Weighed')], { expectedVersion: 'any' });

      const pages = await browseAll(store, { stream }, 2);

      expect(pages.flat().map((event) => event.id)).toEqual(events.map((event) => event.id).reverse());
      expect(pages[0]).toHaveLength(2);
      expect(pages.flat().map((event) => event.version)).toEqual([5n, 4n, 3n, 2n, 1n]);
    });

    it('when browsing by type, actor and correlation together, then only the events matching all come', async () => {
      const store = subject.store();
      const stream = streamName('browse-filters');
      const correlationId = randomUUID();
      const actorId = `browse-${randomUUID()}`;
      const by = (type: string, actor: string, correlation = randomUUID()) => {
        const event = anEvent(type);
        return { ...event, metadata: { ...event.metadata, actor: { kind: 'system' as const, id: actor }, correlationId: correlation } };
      };
      const matching = by('Weighed', actorId, correlationId);
      for (const event of [by('Weighed', actorId), matching, by('Packed', actorId, correlationId), by('Weighed', 'someone-else', correlationId)]) {
        await store.append(stream, [event], { expectedVersion: 'any' });
      }

      const found = (await browseAll(store, { types: ['Weighed'], actorId, correlationId }, 10)).flat();
      const correlated = (await browseAll(store, { correlationId }, 10)).flat();

      expect(found.map((event) => event.id)).toEqual([matching.id]);
      expect(correlated).toHaveLength(3);
    });

    it('when an event is looked up by id, then it comes decoded as readStream gives it; an unknown id gives undefined', async () => {
      const store = subject.store();
      const event = anEvent('Found', { grams: 12 });
      await store.append(streamName('find'), [event], { expectedVersion: 'any' });

      expect(await store.findEvent(event.id)).toMatchObject({ id: event.id, type: 'Found', data: { grams: 12 }, version: 1n });
      expect(await store.findEvent(randomUUID())).toBeUndefined();
    });
  });

  describe('watch', () => {
    it('when an event is appended, then watchers are woken', async () => {
      const store = subject.store();
      let woken = 0;
      const stop = store.watch(() => woken++);

      // The watch starts listening in the background: appends go on until one wakes it.
      const stream = streamName('watch');
      await expect
        .poll(async () => {
          await store.append(stream, [anEvent()], { expectedVersion: 'any' });
          return woken;
        }, { timeout: 10_000, interval: 100 })
        .toBeGreaterThan(0);
      stop();
    });
  });
}
