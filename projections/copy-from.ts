import type pg from 'pg';

interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * `COPY … FROM STDIN` with the rows already in COPY's text format, through node-postgres's
 * submittable interface (what pg-copy-streams does, without the stream): the client hands us the
 * connection when the statement's turn comes and the server's CopyInResponse asks for the data.
 */
class CopyFromText {
  readonly done: Promise<number>;
  private resolve!: (rows: number) => void;
  private reject!: (error: unknown) => void;
  private failed = false;
  private rows = 0;

  constructor(
    private readonly text: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection): void {
    if (this.data.length > 0) connection.sendCopyFromChunk(this.data);
    connection.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/\d+$/.exec(message.text ?? '')?.[0] ?? 0);
  }

  handleError(error: unknown): void {
    this.failed = true;
    this.reject(error);
  }

  handleReadyForQuery(): void {
    if (!this.failed) this.resolve(this.rows);
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleEmptyQuery(): void {}
  handleCopyData(): void {}
}

/** Loads `data` (COPY text format, one line per row, every column of `columns`) into `table`; says how many rows. */
export function copyFrom(db: pg.PoolClient, table: string, columns: readonly string[], data: string): Promise<number> {
  const copy = new CopyFromText(`COPY ${table} (${columns.join(', ')}) FROM STDIN`, Buffer.from(data));
  (db as unknown as { query(submittable: CopyFromText): unknown }).query(copy);
  return copy.done;
}
