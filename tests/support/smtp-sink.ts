import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header as sent, by lower-case name, folded lines joined (List-Unsubscribe, say). */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on loopback that keeps what it accepts, and can be told to refuse for a while. */
export async function startSmtpSink(options: { parse?: boolean } = {}) {
  const parse = options.parse ?? true;
  let accepted = 0;
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusal = 'Servizio temporaneamente non disponibile';
  let refusedTo: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (refusals > 0 && (!refusedTo || session.envelope.rcptTo.some((rcpt) => rcpt.address === refusedTo))) {
        refusals--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(refusal), { responseCode: 451 })));
        return;
      }
      if (!parse) {
        stream.resume();
        stream.on('end', () => {
          accepted++;
          callback();
        });
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push({
          to: Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          messageId: mail.messageId ?? '',
          headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()])),
          attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename ?? '', contentType: attachment.contentType, content: attachment.content })),
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages accepted without parsing (parse: false). */
    accepted: () => accepted,
    /** Refuse the next `count` messages (to this address only, when given) with a temporary error (with this text, say one quoting the recipient). */
    refuse(count: number, message = 'Servizio temporaneamente non disponibile', to?: string) {
      refusals = count;
      refusal = message;
      refusedTo = to;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
