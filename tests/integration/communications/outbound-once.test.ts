import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../src/communications/mail-transport.js';
import { processOutboundJob } from '../../../src/communications/outbound/outbound-worker.js';
import type { EmailWorkerDeps } from '../../../src/communications/email-worker.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';

describe('the outbound worker sends each message once', () => {
  const database = useTestDatabase();

  const countingTransport = () => {
    const sent: OutgoingMail[] = [];
    return { sent, send: async (mail: OutgoingMail) => (sent.push(mail), { messageId: mail.messageId }), close: () => {} };
  };

  it('when a sign-in link’s job runs again after its e-mail went (a crash before the job was marked done), then the e-mail is not sent a second time', async () => {
    const transport = countingTransport();
    const deps = {
      db: database().pool,
      email: { transport } as unknown as EmailWorkerDeps,
      signInMessageOf: async () => ({ to: 'maria.rossi@example.it', subject: 'Accesso', html: '<p>link</p>', text: 'link' }),
      logger: createLogger('silent'),
    };
    const job = { data: { kind: 'sign-in-link' as const, linkId: 'a3c1a1f0-5a8e-4f5e-9d3b-0c2f5d6e7f80' }, attemptsMade: 0, opts: { attempts: 3 } };

    expect(await processOutboundJob(job, deps)).toBe('sent');
    expect(await processOutboundJob({ ...job, attemptsMade: 1 }, deps)).toBe('sent');

    expect(transport.sent.map((mail) => mail.messageId)).toEqual(['<sign-in-a3c1a1f0-5a8e-4f5e-9d3b-0c2f5d6e7f80@rimborsovolo24.it>']);
  });

  it('when a letter to an airline was taken by the SMTP server but its record failed, then the retried job records it without sending the letter again', async () => {
    const transport = countingTransport();
    const recorded: string[] = [];
    let failRecord = true;
    const letters = {
      letterOf: async () => ({ due: true as const, claimId: 7, channel: 'email' as const, mail: { to: 'reclami@compagnia.example', subject: 'Richiesta', html: '<p>r</p>', text: 'r', attachments: [] } }),
      recordSent: async (_dispatchId: string, sent: { messageId: string }) => {
        if (failRecord) {
          failRecord = false;
          throw new Error('database away');
        }
        recorded.push(sent.messageId);
      },
      recordFailed: async () => {},
      unsettled: async () => [],
    };
    const deps = { db: database().pool, email: {} as EmailWorkerDeps, airlineLetters: { letters, transportFor: () => transport }, logger: createLogger('silent') };
    const job = { data: { kind: 'airline-letter' as const, dispatchId: '0b6d2f8e-1c4a-4b7e-8f3d-2a9e5c7b1d04' }, attemptsMade: 0, opts: { attempts: 3 } };

    await expect(processOutboundJob(job, deps)).rejects.toThrow('database away');
    expect(await processOutboundJob({ ...job, attemptsMade: 1 }, deps)).toBe('sent');

    expect(transport.sent).toHaveLength(1);
    expect(recorded).toEqual(['<airline-0b6d2f8e-1c4a-4b7e-8f3d-2a9e5c7b1d04@rimborsovolo24.it>']);
  });
});
