import pg from 'pg';
import { SESSION_ENDED_CHANNEL } from '../platform/http/session-ends.js';
import type { Logger } from '../platform/logger.js';
import { CLAIM_LIVE_CHANNEL, type ClaimLiveNotice } from './claim-live-projection.js';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
/** A connection that died without a word (a network gone silent) is found by a query this often. */
const CHECK_EVERY_MS = 25_000;

export interface ListenerEvents {
  notice(notice: ClaimLiveNotice): void;
  /** A session has ended (its key, as announced). */
  sessionEnded(key: string): void;
  /** LISTEN is (again) in place: whatever was notified while it was not must be read from the tables. */
  listening(): void;
}

/**
 * One dedicated connection LISTENing on the claim_live and session_ended channels (LISTEN does not work through a pool:
 * the pool hands another connection out for the next query). Reconnects with back-off when it drops,
 * and says so, so that subscribers are re-synced from the table.
 */
export class LiveListener {
  private client?: pg.Client;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer?: NodeJS.Timeout;
  private checkTimer?: NodeJS.Timeout;
  private closed = false;
  private started = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly events: ListenerEvents,
    private readonly logger: Logger,
  ) {}

  /** Starts listening (once); resolves when the first attempt is over, whether it succeeded or not. */
  start(): Promise<void> {
    if (this.started || this.closed) return Promise.resolve();
    this.started = true;
    this.checkTimer = setInterval(() => void this.check(), CHECK_EVERY_MS).unref();
    return this.connect();
  }

  /** The backend pid of the listening connection, when connected (tests terminate it). */
  get backendPid(): number | undefined {
    return (this.client as unknown as { processID?: number } | undefined)?.processID;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.checkTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.connection, keepAlive: true, application_name: 'rimborsovolo24-live' });
    this.client = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      if (this.closed) return;
      this.logger.warn({ err: error, retryInMs: this.retryMs }, 'live updates: listening connection lost, reconnecting');
      this.retryTimer = setTimeout(() => void this.connect(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === SESSION_ENDED_CHANNEL) this.events.sessionEnded(message.payload);
      if (message.channel !== CLAIM_LIVE_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) this.events.notice(notice);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CLAIM_LIVE_CHANNEL}`);
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost || this.closed) return;
    this.retryMs = FIRST_RETRY_MS;
    this.events.listening();
  }

  private async check(): Promise<void> {
    await this.client?.query('SELECT 1').catch(() => {}); // a failure ends the client: 'error' reconnects
  }
}

function parseNotice(payload: string): ClaimLiveNotice | undefined {
  try {
    const { claimId, position, visible, readModels } = JSON.parse(payload) as Partial<ClaimLiveNotice>;
    if (typeof claimId !== 'number' || typeof position !== 'string' || (visible !== null && typeof visible !== 'string')) return undefined;
    const names = Array.isArray(readModels) && readModels.every((name) => typeof name === 'string') ? readModels : undefined;
    return { claimId, position, visible, readModels: names };
  } catch {
    return undefined;
  }
}
