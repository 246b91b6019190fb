import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  type AllStreamRecordedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  type Position as EsdbPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  comparePositionTuples,
  WrongExpectedVersionError,
  type AppendResult,
  type EventBrowseFilter,
  type EventBrowsePage,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type Position,
  type RecordedEvent,
} from '../event-store.js';
import { DomainError } from '../../domain-error.js';
import { PLAIN_EVENT_CODEC, type EventCodec } from '../../personal-data/event-codec.js';

const RESUBSCRIBE_MS = 1_000;
const HEAD_PAGE = 20;
/** readStream decodes this many events at a time: one key query per batch, not per event. */
const DECODE_BATCH = 500;
/**
 * EventStoreDB has no secondary indexes to filter by: browse reads $all (or the one stream asked for)
 * backwards and filters here, reading at most this many events per page; the page then says so and
 * its cursor goes on from where the scan stopped.
 */
export const BROWSE_SCAN_LIMIT = 5_000;

/**
 * EventStoreDB behind the port. Revisions start at 0 there and versions at 1 here:
 * version = revision + 1 in both directions, so both adapters number events alike.
 */
export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb';
  private readonly client: EventStoreDBClient;
  private readonly listeners = new Set<() => void>();
  private subscription?: AllStreamSubscription;
  private closed = false;
  private readonly codec: EventCodec;

  /** `codec` encodes events' data on append and decodes it on every read, as on PostgreSQL (src/modules.ts wires it). */
  constructor(connectionString: string, options: { codec?: EventCodec } = {}) {
    this.client = EventStoreDBClient.connectionString`${connectionString}`;
    this.codec = options.codec ?? PLAIN_EVENT_CODEC;
  }

  async append(stream: string, events: EventToAppend[], { expectedVersion }: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // Ids are fixed first: the encrypted personal fields are bound to their event's id.
    const ids = events.map((event) => event.id ?? randomUUID());
    const stored = await this.codec.encode(stream, events.map((event, index) => ({ id: ids[index]!, type: event.type, data: event.data })));
    const data = events.map((event, index) =>
      jsonEvent({
        id: ids[index]!,
        type: event.type,
        data: stored[index] as JSONType,
        metadata: event.metadata as unknown as JSONType,
      }),
    );
    try {
      const result = await this.client.appendToStream(stream, data, { expectedRevision: toExpectedRevision(expectedVersion) });
      return { nextVersion: result.nextExpectedRevision + 1n, position: formatPosition(result.position!) };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersion) {
        const actual = typeof error.actualVersion === 'bigint' ? error.actualVersion + 1n : 0n;
        throw new WrongExpectedVersionError(stream, expectedVersion, actual);
      }
      throw error;
    }
  }

  async *readStream(stream: string, options: { fromVersion?: bigint; toVersion?: bigint } = {}): AsyncIterable<RecordedEvent> {
    const fromRevision = options.fromVersion && options.fromVersion > 1n ? options.fromVersion - 1n : START;
    let batch: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision, direction: FORWARDS })) {
        const event = resolved.event;
        if (!event) continue;
        const recorded = toRecordedEvent(event as AllStreamRecordedEvent);
        if (options.toVersion !== undefined && recorded.version > options.toVersion) break;
        batch.push(recorded);
        if (batch.length < DECODE_BATCH) continue;
        yield* await this.codec.decode(batch);
        batch = [];
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    if (batch.length > 0) yield* await this.codec.decode(batch);
  }

  async readAll({ after, limit }: { after?: Position; limit: number }): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let from: EsdbPosition | typeof START = after ? parsePosition(after) : START;
    // $all holds system events too; read pages until `limit` user events or the end.
    for (;;) {
      let read = 0;
      let last: EsdbPosition | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: limit + 1, direction: FORWARDS })) {
        read++;
        const event = resolved.event as AllStreamRecordedEvent | undefined;
        if (!event) continue;
        last = event.position;
        if (after && this.comparePositions(formatPosition(event.position), after) <= 0) continue;
        if (event.type.startsWith('$') || event.streamId.startsWith('$')) continue;
        events.push(toRecordedEvent(event));
        if (events.length === limit) return this.codec.decode(events);
      }
      if (read < limit + 1 || !last) return this.codec.decode(events);
      from = last;
      after = formatPosition(last);
    }
  }

  async browse(filter: EventBrowseFilter, { cursor, limit }: { cursor?: string; limit: number }): Promise<EventBrowsePage> {
    if (cursor !== undefined && !(filter.stream ? /^\d+$/ : /^\d+\/\d+$/).test(cursor)) {
      throw new DomainError('invalid', 'Il cursore di pagina non è valido: riparti dalla prima pagina.', { field: 'cursor' });
    }
    const matches = (event: AllStreamRecordedEvent) =>
      !event.type.startsWith('$') &&
      !event.streamId.startsWith('$') &&
      (!filter.stream || event.streamId === filter.stream) &&
      (!filter.types?.length || filter.types.includes(event.type)) &&
      (!filter.from || event.created >= filter.from) &&
      (!filter.to || event.created < filter.to) &&
      (!filter.actorId || (event.metadata as unknown as EventMetadata)?.actor?.id === filter.actorId) &&
      (!filter.correlationId || (event.metadata as unknown as EventMetadata)?.correlationId === filter.correlationId);
    // One stream is read on its own, backwards by revision (the cursor); anything else scans $all backwards by position.
    const byStream = filter.stream !== undefined;
    if (byStream && cursor === '0') return { events: [], cursor: null };
    const reading = byStream
      ? this.client.readStream(filter.stream!, { fromRevision: cursor === undefined ? END : BigInt(cursor) - 1n, maxCount: BROWSE_SCAN_LIMIT, direction: BACKWARDS })
      : this.client.readAll({ fromPosition: cursor === undefined ? END : parsePosition(cursor), maxCount: BROWSE_SCAN_LIMIT + 1, direction: BACKWARDS });
    const cursorOf = (event: AllStreamRecordedEvent) => (byStream ? event.revision.toString() : formatPosition(event.position));
    const found: RecordedEvent[] = [];
    let read = 0;
    let scanned = 0;
    let last: AllStreamRecordedEvent | undefined;
    try {
      for await (const resolved of reading) {
        read++;
        const event = resolved.event as AllStreamRecordedEvent | undefined;
        if (!event) continue;
        // Reading $all backwards from a position includes the event at it: the cursor's event was on the last page.
        if (!byStream && cursor !== undefined && formatPosition(event.position) === cursor) continue;
        scanned++;
        last = event;
        if (!matches(event)) continue;
        found.push(toRecordedEvent(event));
        if (found.length === limit) return { events: await this.codec.decode(found), cursor: cursorOf(event) };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    const more = read === (byStream ? BROWSE_SCAN_LIMIT : BROWSE_SCAN_LIMIT + 1) && last !== undefined;
    return { events: await this.codec.decode(found), cursor: more ? cursorOf(last!) : null, ...(more ? { scanned } : {}) };
  }

  async findEvent(eventId: string): Promise<RecordedEvent | undefined> {
    let cursor: string | undefined;
    for (let pages = 0; pages < 4; pages++) {
      const page = await this.browse({}, { cursor, limit: BROWSE_SCAN_LIMIT });
      const event = page.events.find((candidate) => candidate.id === eventId);
      if (event || !page.cursor) return event;
      cursor = page.cursor;
    }
    return undefined;
  }

  comparePositions(a: Position, b: Position): number {
    const [x, y] = [parsePosition(a), parsePosition(b)];
    return comparePositionTuples([x.commit, x.prepare], [y.commit, y.prepare]);
  }

  async headPosition(): Promise<Position | undefined> {
    // Backwards from the end of $all, past system events, to the last event of ours.
    let from: EsdbPosition | typeof END = END;
    for (;;) {
      let read = 0;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: HEAD_PAGE, direction: BACKWARDS })) {
        read++;
        const event = resolved.event as AllStreamRecordedEvent | undefined;
        if (!event) continue;
        if (!event.type.startsWith('$') && !event.streamId.startsWith('$')) return formatPosition(event.position);
        from = event.position;
      }
      if (read < HEAD_PAGE) return undefined;
    }
  }

  distance(): number | undefined {
    return undefined;
  }

  watch(onAppend: () => void): () => void {
    this.listeners.add(onAppend);
    if (!this.subscription) this.subscribe();
    return () => this.listeners.delete(onAppend);
  }

  async ping(): Promise<void> {
    for await (const _ of this.client.readAll({ fromPosition: END, direction: FORWARDS, maxCount: 1 })) break;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.subscription?.unsubscribe().catch(() => {});
    await this.client.dispose();
  }

  private subscribe(): void {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('data', () => this.listeners.forEach((listener) => listener()));
    subscription.on('error', () => {
      this.subscription = undefined;
      if (!this.closed) setTimeout(() => !this.closed && this.listeners.size > 0 && this.subscribe(), RESUBSCRIBE_MS);
    });
  }
}

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0n) return NO_STREAM;
  if (expected < 0n) throw new RangeError(`expected version must be 0 or more, got ${expected}`);
  return expected - 1n;
}

function formatPosition(position: EsdbPosition): Position {
  return `${position.commit}/${position.prepare}`;
}

function parsePosition(position: Position): EsdbPosition {
  const match = /^(\d+)\/(\d+)$/.exec(position);
  if (!match) throw new RangeError(`not an EventStoreDB position: ${position}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

function toRecordedEvent(event: EsdbRecordedEvent & { position?: EsdbPosition }): RecordedEvent {
  return {
    id: event.id,
    stream: event.streamId,
    type: event.type,
    version: event.revision + 1n,
    position: event.position ? formatPosition(event.position) : '0/0',
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    createdAt: event.created,
  };
}
