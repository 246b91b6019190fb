import { seal, unseal } from '../security/sealed-box.js';
import { ERASED_PERSONAL_DATA, type PersonalDataDeclaration } from './declaration.js';
import { withoutPath, valueAt, withValueAt } from './paths.js';
import type { SubjectKeys, WithinTransaction } from './subject-keys.js';

/**
 * Where an event's personal fields go in its stored data: their names (not personal) and one
 * AES-256-GCM box of them as JSON, under the subject's data key with the event id as associated
 * data, so a box copied onto another event does not open. `sealed` is null when the subject was
 * already erased at the time of writing: the values were never stored.
 */
export const PERSONAL_DATA_FIELD = '$personal';
export interface PersonalDataEnvelope {
  fields: string[];
  sealed: string | null;
}

export interface EventToEncode {
  /** Fixed before encoding: it is the box's associated data. */
  id: string;
  type: string;
  data: unknown;
}

export interface EncodedEvent {
  id: string;
  stream: string;
  type: string;
  data: unknown;
}

/** Translates events' data between what the modules see and what an event store keeps. */
export interface EventCodec {
  /** Each event's data as it is to be stored, in order; a subject's new key is stored `within` the append's transaction when given. */
  encode(stream: string, events: readonly EventToEncode[], within?: WithinTransaction): Promise<unknown[]>;
  /** The events with their data as the modules see it; a batch costs at most one key query (`within` the caller's transaction when given). */
  decode<Event extends EncodedEvent>(events: Event[], within?: WithinTransaction): Promise<Event[]>;
}

/** Stores data as given: for stores that keep no personal data (and tests about something else). */
export const PLAIN_EVENT_CODEC: EventCodec = {
  encode: async (_stream, events) => events.map((event) => event.data),
  decode: async (events) => events,
};

/** A stored event whose personal fields cannot be read back for another reason than erasure: never shown as erased. */
export class PersonalDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PersonalDataError';
  }
}

export class PersonalDataCodec implements EventCodec {
  constructor(
    private readonly declaration: PersonalDataDeclaration,
    private readonly keys: SubjectKeys,
  ) {}

  /** Whether this event's data still holds declared personal fields in plain text (stored before encryption). */
  needsEncoding(stream: string, type: string, data: unknown): boolean {
    if (!isRecord(data) || PERSONAL_DATA_FIELD in data || this.declaration.subjectOf(stream) === undefined) return false;
    return this.personalFields(type, data).length > 0;
  }

  async encode(stream: string, events: readonly EventToEncode[], within?: WithinTransaction): Promise<unknown[]> {
    const subject = this.declaration.subjectOf(stream);
    if (subject === undefined) return events.map((event) => event.data);
    let key: Buffer | null | undefined;
    const encoded: unknown[] = [];
    for (const event of events) {
      const fields = isRecord(event.data) && !(PERSONAL_DATA_FIELD in event.data) ? this.personalFields(event.type, event.data) : [];
      if (fields.length === 0) {
        encoded.push(event.data);
        continue;
      }
      key ??= await this.keys.keyForWriting(subject, within);
      let data = event.data as Record<string, unknown>;
      const values: Record<string, unknown> = {};
      for (const field of fields) {
        values[field] = valueAt(data, field);
        data = withoutPath(data, field);
      }
      const envelope: PersonalDataEnvelope = { fields, sealed: key === null ? null : seal(key, JSON.stringify(values), event.id) };
      encoded.push({ ...data, [PERSONAL_DATA_FIELD]: envelope });
    }
    return encoded;
  }

  /** Decodes in place: the events handed in are the caller's own fresh copies (as read from the store), and come back changed. */
  async decode<Event extends EncodedEvent>(events: Event[], within?: WithinTransaction): Promise<Event[]> {
    // One pass finds the encoded events and their subjects; most batches of other streams end here.
    let encoded: { event: Event; envelope: PersonalDataEnvelope; subject: string | undefined }[] | undefined;
    const subjects = new Set<string>();
    for (const event of events) {
      const envelope = envelopeOf(event.data);
      if (!envelope) continue;
      const subject = envelope.sealed === null ? undefined : this.declaration.subjectOf(event.stream);
      if (envelope.sealed !== null) {
        if (subject === undefined) throw new PersonalDataError(`event ${event.id} of ${event.stream}: personal data on a stream that has no data subject`);
        subjects.add(subject);
      }
      (encoded ??= []).push({ event, envelope, subject });
    }
    if (!encoded) return events;
    const keys = subjects.size > 0 ? await this.keys.keysForReading([...subjects], within) : new Map<string, Buffer | null>();
    for (const { event, envelope, subject } of encoded) event.data = this.open(event, envelope, subject === undefined ? null : keys.get(subject));
    return events;
  }

  /** `key`: null when erased (or nothing was sealed), undefined when the subject never had a key. */
  private open(event: EncodedEvent, envelope: PersonalDataEnvelope, key: Buffer | null | undefined): Record<string, unknown> {
    const { [PERSONAL_DATA_FIELD]: _, ...data } = event.data as Record<string, unknown>;
    const values = envelope.sealed === null ? undefined : this.unsealed(event, envelope.sealed, key);
    for (const field of envelope.fields) {
      const value = values ? values[field] : ERASED_PERSONAL_DATA;
      // `data` is this call's own copy: a top-level field is set in place, a nested one by copying its parents.
      if (field.includes('.')) Object.assign(data, withValueAt(data, field, value));
      else data[field] = value;
    }
    return data;
  }

  /** The box's values, or undefined when the subject's key is erased. */
  private unsealed(event: EncodedEvent, sealed: string, key: Buffer | null | undefined): Record<string, unknown> | undefined {
    if (key === null) return undefined;
    if (key === undefined) throw new PersonalDataError(`event ${event.id} of ${event.stream}: no data key for its subject, neither active nor erased`);
    try {
      return JSON.parse(unseal(key, sealed, event.id)) as Record<string, unknown>;
    } catch (error) {
      throw new PersonalDataError(`event ${event.id} of ${event.stream}: its personal data does not open under its subject's key (altered, or copied from another event)`, { cause: error });
    }
  }

  private personalFields(type: string, data: Record<string, unknown>): string[] {
    return this.declaration.fieldsOf(type, data).filter((field) => {
      const value = valueAt(data, field);
      return value !== undefined && value !== null;
    });
  }
}

function envelopeOf(data: unknown): PersonalDataEnvelope | undefined {
  if (!isRecord(data)) return undefined;
  return data[PERSONAL_DATA_FIELD] as PersonalDataEnvelope | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
