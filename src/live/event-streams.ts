import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpProblem, TooManyRequests } from '../platform/http/problem.js';
import type { Logger } from '../platform/logger.js';

export const PING_EVERY_MS = 25_000;
/** What the browser waits before reconnecting (EventSource's `retry`). */
const RETRY_MS = 3_000;
/** A client that lets this much pile up unread is dropped: it reconnects and resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/**
 * A stream ends after this long (spread by up to a third more, so they do not all end together): the
 * browser reconnects at once with Last-Event-ID, and its session is checked again.
 */
const LIFETIME_MS = 15 * 60_000;
/** A session found still open at its end (clocks apart, an operator's idle end moved on) is looked at again no sooner. */
const MIN_RECHECK_MS = 250;

export interface StreamLimits {
  /** Streams one session may hold open at once. */
  perSession: number;
  /** Streams this process holds open at once. */
  total: number;
}

/** The session a stream is opened under. */
export interface StreamSession {
  /** Its audience and id, as its end is announced (platform/http/session-ends.ts's sessionKey). */
  key: string;
  /** When it ends unless used again. */
  expiresAt: Date;
}

/** Of these sessions (keys), those still open, with when each ends unless used again. */
export type OpenStreamSessions = (keys: readonly string[]) => Promise<Map<string, Date>>;

export interface EventStream {
  send(event: { id: string; event?: string; data?: string }): void;
  end(): void;
}

interface OpenStream {
  response: ServerResponse;
  session: string;
  endsAt: number;
  /** Looks at the session again when it is due to end. */
  expiryTimer?: NodeJS.Timeout;
  onEnd: () => void;
}

/**
 * Every open SSE stream of the process: the limits per session and overall (checked before the
 * stream starts, so a refusal is a problem+json), one ping timer for all, the end of each stream's
 * life, and closing them all on shutdown. A stream lives no longer than its session: it ends when the
 * session's end is announced (`endSession`), when a look at the sessions finds it gone (`recheck`),
 * and when it expires (looked at again then, since an operator's idle end moves on with use).
 */
export class EventStreams {
  private readonly open = new Set<OpenStream>();
  private readonly bySession = new Map<string, Set<OpenStream>>();
  private timer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly limits: StreamLimits,
    private readonly openSessions: OpenStreamSessions,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /**
   * Refuses (problem+json) or opens the stream on `response`, with `headers` besides its own; `onEnd`
   * runs once when it ends, whoever ends it (client gone, server, lifetime, back-pressure).
   */
  start(request: IncomingMessage, response: ServerResponse, { key: session, expiresAt }: StreamSession, onEnd: () => void, headers: Record<string, string> = {}): EventStream {
    if (this.closed) throw new HttpProblem(503, 'Servizio momentaneamente non disponibile', 'Il server si sta riavviando: riprova tra qualche secondo.');
    const ofSession = this.bySession.get(session) ?? new Set<OpenStream>();
    if (ofSession.size >= this.limits.perSession) {
      throw new TooManyRequests(60, 'Troppe pagine aperte', `Hai già ${this.limits.perSession} pagine aggiornate in tempo reale: chiudine qualcuna.`);
    }
    if (this.open.size >= this.limits.total) {
      throw new HttpProblem(503, 'Servizio momentaneamente non disponibile', 'Gli aggiornamenti in tempo reale non sono disponibili ora: ricarica la pagina tra qualche minuto.');
    }
    const stream: OpenStream = { response, session, endsAt: Date.now() + LIFETIME_MS * (1 + Math.random() / 3), onEnd };
    this.open.add(stream);
    this.bySession.set(session, ofSession.add(stream));
    this.ensureTimer();
    this.watchExpiry(stream, expiresAt);

    // Headers given here rather than set before: a response keeps a copy of those set, for its whole life.
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    request.socket.setNoDelay(true);
    request.socket.setKeepAlive(true);
    response.write(`retry: ${RETRY_MS}\n\n`);
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      clearTimeout(stream.expiryTimer);
      this.open.delete(stream);
      ofSession.delete(stream);
      if (ofSession.size === 0 && this.bySession.get(session) === ofSession) this.bySession.delete(session);
      onEnd();
    };
    response.on('close', finish); // `ended` makes it run once, with no once() wrapper kept per stream
    return {
      send: (event) => this.write(stream, `id: ${event.id}\n${event.event ? `event: ${event.event}\n` : ''}${event.data === undefined ? '' : `data: ${event.data}\n`}\n`),
      end: () => response.end(),
    };
  }

  /** The session has ended (signed out here or everywhere, its operator disabled, its address erased): its streams end now. */
  endSession(key: string): void {
    for (const stream of [...(this.bySession.get(key) ?? [])]) stream.response.end();
  }

  /**
   * Looks at these sessions (every one with a stream, by default) in one query: the streams of those
   * no longer open end, the others' expiry is set anew. Never rejects: when the sessions cannot be
   * read, their streams end (their clients reconnect, and are checked then).
   */
  async recheck(keys: readonly string[] = [...this.bySession.keys()]): Promise<void> {
    if (keys.length === 0 || this.closed) return;
    const open = await this.openSessions(keys).catch((error: unknown) => {
      this.logger?.warn({ err: error }, 'live updates: sessions not readable, their streams end');
      return new Map<string, Date>();
    });
    for (const key of keys) {
      const expiresAt = open.get(key);
      for (const stream of [...(this.bySession.get(key) ?? [])]) {
        if (expiresAt) this.watchExpiry(stream, expiresAt);
        else stream.response.end();
      }
    }
  }

  /** Ends every stream (the process stops): their clients reconnect elsewhere or later. */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const stream of [...this.open]) stream.response.end();
  }

  /** At the session's end (when it comes before the stream's own), its session is looked at again. */
  private watchExpiry(stream: OpenStream, expiresAt: Date): void {
    clearTimeout(stream.expiryTimer);
    stream.expiryTimer = undefined;
    if (expiresAt.getTime() >= stream.endsAt) return;
    const wait = Math.max(expiresAt.getTime() - Date.now(), MIN_RECHECK_MS);
    stream.expiryTimer = setTimeout(() => void this.recheck([stream.session]), wait).unref();
  }

  private write(stream: OpenStream, text: string): void {
    if (stream.response.writableEnded) return;
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) {
      stream.response.destroy();
      return;
    }
    stream.response.write(text);
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), PING_EVERY_MS).unref();
  }

  private tick(): void {
    const now = Date.now();
    for (const stream of [...this.open]) {
      if (now >= stream.endsAt) stream.response.end();
      else this.write(stream, ': ping\n\n');
    }
    if (this.open.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}
