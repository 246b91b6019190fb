import { redactEmailAddresses } from '../../platform/security/redact.js';
import type { MailTransport } from '../mail-transport.js';
import { messageIdOf, type SignInLinkJob } from './outbound-job.js';

/** Port to the passengers module: the sign-in e-mail of a link, or undefined once the link is used or expired. */
export type SignInMessageOf = (linkId: string) => Promise<{ to: string; subject: string; html: string; text: string } | undefined>;

/** Sends the link if it is still unused and unexpired; a link used or expired meanwhile is not sent. */
export async function sendSignInLink(job: SignInLinkJob, deps: { signInMessageOf: SignInMessageOf; transport: MailTransport }): Promise<'sent' | 'not_due'> {
  const mail = await deps.signInMessageOf(job.linkId);
  if (!mail) return 'not_due';
  try {
    await deps.transport.send({ ...mail, messageId: messageIdOf(job) });
  } catch (error) {
    // An SMTP server's answer often quotes the recipient: the job's failure in Redis does not keep it.
    throw new Error(redactEmailAddresses((error as Error).message));
  }
  return 'sent';
}
