import type { Request, Response } from 'express';
import { HttpProblem, TooManyRequests } from '../platform/http/problem.js';

export const PING_EVERY_MS = 25_000;
/** What the browser waits before reconnecting (EventSource's `retry`). */
const RETRY_MS = 3_000;
/** A client that lets this much pile up unread is dropped: it reconnects and resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/**
 * A stream ends after this long (spread by up to a third more, so they do not all end together): the
 * browser reconnects at once with Last-Event-ID, and its session is checked again, so one signed out
 * ("Esci da tutti i dispositivi") stops hearing of its claims.
 */
const LIFETIME_MS = 15 * 60_000;

export interface StreamLimits {
  /** Streams one session may hold open at once. */
  perSession: number;
  /** Streams this process holds open at once. */
  total: number;
}

export interface EventStream {
  send(event: { id: string; event?: string; data?: string }): void;
  end(): void;
}

interface OpenStream {
  response: Response;
  session: string;
  endsAt: number;
  onEnd: () => void;
}

/**
 * Every open SSE stream of the process: the limits per session and overall (checked before the
 * stream starts, so a refusal is a problem+json), one ping timer for all, the end of each stream's
 * life, and closing them all on shutdown.
 */
export class EventStreams {
  private readonly open = new Set<OpenStream>();
  private readonly perSession = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly limits: StreamLimits) {}

  get size(): number {
    return this.open.size;
  }

  /**
   * Refuses (problem+json) or opens the stream on `response`; `onEnd` runs once when it ends, whoever
   * ends it (client gone, server, lifetime, back-pressure).
   */
  start(request: Request, response: Response, session: string, onEnd: () => void): EventStream {
    if (this.closed) throw new HttpProblem(503, 'Servizio momentaneamente non disponibile', 'Il server si sta riavviando: riprova tra qualche secondo.');
    if ((this.perSession.get(session) ?? 0) >= this.limits.perSession) {
      throw new TooManyRequests(60, 'Troppe pagine aperte', `Hai già ${this.limits.perSession} pagine aggiornate in tempo reale: chiudine qualcuna.`);
    }
    if (this.open.size >= this.limits.total) {
      throw new HttpProblem(503, 'Servizio momentaneamente non disponibile', 'Gli aggiornamenti in tempo reale non sono disponibili ora: ricarica la pagina tra qualche minuto.');
    }
    const stream: OpenStream = { response, session, endsAt: Date.now() + LIFETIME_MS * (1 + Math.random() / 3), onEnd };
    this.open.add(stream);
    this.perSession.set(session, (this.perSession.get(session) ?? 0) + 1);
    this.ensureTimer();

    response.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    request.socket.setNoDelay(true);
    request.socket.setKeepAlive(true);
    response.write(`retry: ${RETRY_MS}\n\n`);
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      this.open.delete(stream);
      const count = (this.perSession.get(session) ?? 1) - 1;
      if (count > 0) this.perSession.set(session, count);
      else this.perSession.delete(session);
      onEnd();
    };
    response.once('close', finish);
    return {
      send: (event) => this.write(stream, `id: ${event.id}\n${event.event ? `event: ${event.event}\n` : ''}${event.data === undefined ? '' : `data: ${event.data}\n`}\n`),
      end: () => response.end(),
    };
  }

  /** Ends every stream (the process stops): their clients reconnect elsewhere or later. */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const stream of [...this.open]) stream.response.end();
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
