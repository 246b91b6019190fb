import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const CHANNEL = 'event_store_appended';
const RECONNECT_MS = 1_000;
/** Other processes learn of appends at most this late; this process is woken at once. */
const NOTIFY_PACE_MS = 10;

/**
 * Wakes readers after appends. NOTIFY is coalesced and paced: in every append it would serialise
 * every commit behind PostgreSQL's global notify lock, and one per append would cost writers a
 * round trip each. The first append of a pace carries it in its COMMIT's round trip (no transaction
 * of its own); the appends after it within the pace are announced by one NOTIFY after it.
 */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();
  private notifying = false;
  private notifyAgain = false;
  private listener?: pg.Client;
  private closed = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Whether the append about to commit sends the NOTIFY in its own transaction (none of its own then):
   * yes unless one went out less than the pace ago, in which case one more follows it. Call `appended`
   * after the commit all the same.
   */
  carryNotify(): boolean {
    if (this.notifying) return false;
    this.notifying = true;
    void sleep(NOTIFY_PACE_MS).then(() => {
      if (this.notifyAgain && !this.closed) void this.sendNotify();
      else this.notifying = false;
    });
    return true;
  }

  /** The SQL that sends the notification from within a transaction (see carryNotify). */
  static readonly NOTIFY_SQL = `SELECT pg_notify('${CHANNEL}', '')`;

  appended(): void {
    this.wakeLocal();
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    void this.sendNotify();
  }

  watch(onAppend: () => void): () => void {
    this.listeners.add(onAppend);
    if (!this.listener && !this.closed) void this.listen();
    return () => this.listeners.delete(onAppend);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    await this.listener?.end().catch(() => {});
  }

  private async sendNotify(): Promise<void> {
    do {
      this.notifyAgain = false;
      // A lost wake-up only delays readers until their next poll.
      await this.pool.query(AppendNotifier.NOTIFY_SQL).catch(() => {});
      await sleep(NOTIFY_PACE_MS);
    } while (this.notifyAgain && !this.closed);
    this.notifying = false;
  }

  private wakeLocal(): void {
    for (const listener of this.listeners) listener();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    this.listener = client;
    const reconnect = () => {
      if (this.listener !== client || this.closed) return;
      this.listener = undefined;
      client.end().catch(() => {});
      this.reconnectTimer = setTimeout(() => {
        if (this.listeners.size > 0 && !this.closed) void this.listen();
      }, RECONNECT_MS);
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', () => this.wakeLocal());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.wakeLocal(); // appends made while we were not listening
    } catch {
      reconnect();
    }
  }
}
