import type { ModuleMigration } from '../../platform/db/migrate.js';
import type { Queryable } from '../../platform/db/pool.js';
import type { MailTransport } from '../mail-transport.js';

/** Every outbound message the transport took, under its fixed Message-ID: ids only, no address or text. */
export const sentMessagesMigration: ModuleMigration = {
  id: '0020_outbound_sent_messages.ts',
  up: async (db) => {
    await db.query(`CREATE TABLE outbound_sent_messages (
      message_id   text PRIMARY KEY,
      accepted_as  text NOT NULL,
      sent_at      timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`COMMENT ON TABLE outbound_sent_messages IS 'the dispatch record of the outbound worker: a message whose Message-ID is here is never sent again'`);
  },
};

/**
 * The one idempotency rule of outbound mail: a message whose fixed Message-ID the transport already
 * took is not sent again (a job retried after its send, a replayed job); the caller hears the answer
 * the server gave the first time.
 */
export function sendingOnce(db: Queryable, transport: MailTransport): MailTransport {
  return {
    async send(mail) {
      const { rows } = await db.query<{ acceptedAs: string }>('SELECT accepted_as AS "acceptedAs" FROM outbound_sent_messages WHERE message_id = $1', [mail.messageId]);
      if (rows[0]) return { messageId: rows[0].acceptedAs };
      const sent = await transport.send(mail);
      await db.query('INSERT INTO outbound_sent_messages (message_id, accepted_as) VALUES ($1, $2) ON CONFLICT (message_id) DO NOTHING', [mail.messageId, sent.messageId]);
      return sent;
    },
    close: () => transport.close(),
  };
}
