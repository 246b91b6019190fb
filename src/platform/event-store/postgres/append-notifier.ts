import pg from 'pg';

const CHANNEL = 'event_store_appended';
const RECONNECT_MS = 1_000;
/** Other processes learn of appends at most this late; this process is woken at once. */
const NOTIFY_PACE_MS = 10;

/**
 * Wakes readers after appends. NOTIFY is coalesced and paced: in every append it would serialise
 * every commit behind PostgreSQL's global notify lock, and one per append would cost writers a
 * transaction each. The first commit of a pace carries it in its COMMIT's round trip (no transaction
 * of its own). An append within the pace is owed to the other processes: the first commit after the
 * pace carries it, or, when none comes within another pace, one NOTIFY of its own goes out.
 */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();
  private pacing = false;
  private owed = false;
  private listener?: pg.Client;
  private closed = false;
  private reconnectTimer?: NodeJS.Timeout;
  private owedTimer?: NodeJS.Timeout;

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Whether the commit about to run sends the NOTIFY in its own round trip: yes unless one went out
   * less than the pace ago. Call `appended(carried)` after the commit all the same.
   */
  carryNotify(): boolean {
    if (this.pacing || this.closed) return false;
    this.startPace();
    return true;
  }

  /** The SQL that sends the notification from within a transaction (see carryNotify). */
  static readonly NOTIFY_SQL = `SELECT pg_notify('${CHANNEL}', '')`;

  /** After an append's commit: wakes this process at once, and the others with the NOTIFY it carried or one owed to them. */
  appended(carried = false): void {
    this.wakeLocal();
    if (carried || this.closed) return;
    if (this.pacing || this.owedTimer) {
      this.owed = true;
      return;
    }
    this.sendNotify();
  }

  watch(onAppend: () => void): () => void {
    this.listeners.add(onAppend);
    if (!this.listener && !this.closed) void this.listen();
    return () => this.listeners.delete(onAppend);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.owedTimer);
    this.listeners.clear();
    await this.listener?.end().catch(() => {});
  }

  private startPace(): void {
    this.pacing = true;
    this.owed = false;
    clearTimeout(this.owedTimer);
    this.owedTimer = undefined;
    setTimeout(() => this.paceEnded(), NOTIFY_PACE_MS).unref();
  }

  private paceEnded(): void {
    this.pacing = false;
    if (!this.owed || this.closed) return;
    // The next commit carries what is owed; without one soon, it goes out on its own.
    this.owedTimer = setTimeout(() => {
      this.owedTimer = undefined;
      if (this.owed && !this.pacing && !this.closed) this.sendNotify();
    }, NOTIFY_PACE_MS);
    this.owedTimer.unref();
  }

  private sendNotify(): void {
    this.startPace();
    // A lost wake-up only delays readers until their next poll.
    void this.pool.query(AppendNotifier.NOTIFY_SQL).catch(() => {});
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
