import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per e-mail request, so a retried send carries the same Message-ID. */
  messageId: string;
  /** Extra headers (List-Unsubscribe on the e-mails a passenger may stop). */
  headers?: Record<string, string>;
  /** Files sent along (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** The outbox file of an e-mail is named after its Message-ID, so an erasure finds it again. */
export const outboxFileStem = (messageId: string) => messageId.replace(/[^\w.-]/g, '');

/** SMTP when SMTP_URL is set; otherwise every e-mail is written as an .eml file to the outbox folder. */
export function createMailTransport(options: { smtpUrl?: string; from: string; outboxDir: string; connections?: number }): MailTransport {
  if (options.smtpUrl) {
    // Pooled: one open connection per concurrent send instead of a handshake per e-mail.
    const url = new URL(options.smtpUrl);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(options.connections ?? 4));
    const transporter = nodemailer.createTransport(url.toString(), { from: options.from });
    return {
      async send(mail) {
        const info = await transporter.sendMail({ from: options.from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from: options.from, ...mail });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${outboxFileStem(mail.messageId)}.eml`);
      await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        // The folder is made when first missing rather than checked before every e-mail.
        if (error.code !== 'ENOENT') throw error;
        await mkdir(options.outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
