import type { Claim } from '../claims/contract.js';
import type { MessagePostedData } from '../messages/contract.js';
import type { Notice } from './rendering/index.js';

/** Port: the admin module's address of the operator a claim is assigned to (by id, e-mail or name); undefined when none matches. */
export type OperatorEmailOf = (assignee: string) => Promise<string | undefined>;

export interface MessageNoticeContext {
  publicUrl: string;
  operatorEmailOf: OperatorEmailOf;
  /** Where a passenger's message is announced when the claim is assigned to nobody we can write to. */
  supportEmail: string;
}

export interface ComposedNotice {
  to: string;
  audience: Notice['audience'];
  templateType: string;
  notice: Notice;
  /** A stored document sent along with the notice (the invoice's PDF): the worker reads its bytes through the documents' port. */
  attachment?: { documentId: string; filename: string; contentType: 'application/pdf' };
}

/**
 * A new message in the claim's thread tells the other side. The passenger reads the operator's words
 * and is sent to their area to answer; the operators read only that there is a message on the practice
 * (no words, no name: e-mail leaves our systems) and are sent to the claim's page. An operator's
 * message kept off e-mail (alsoByEmail false) asks for none.
 */
export async function composeMessageNotice(message: MessagePostedData, claim: Claim, context: MessageNoticeContext): Promise<ComposedNotice | undefined> {
  if (message.author === 'operator') {
    if (message.alsoByEmail === false) return undefined;
    return {
      to: claim.email,
      audience: 'passenger',
      templateType: 'message_notice',
      notice: {
        audience: 'passenger',
        subject: `Nuovo messaggio sulla tua pratica ${claim.practiceNumber}`,
        paragraphs: [`Gentile ${claim.passengerName},`, `ti abbiamo scritto un nuovo messaggio sulla pratica ${claim.practiceNumber}:`],
        quote: message.text,
        action: { label: 'Rispondi dall’area riservata', href: `${context.publicUrl}/area-riservata` },
      },
    };
  }
  const assigned = claim.assignedTo ? await context.operatorEmailOf(claim.assignedTo) : undefined;
  return {
    to: assigned ?? context.supportEmail,
    audience: 'operators',
    templateType: 'operator_message_notice',
    notice: {
      audience: 'operators',
      subject: `Nuovo messaggio del passeggero sulla pratica ${claim.practiceNumber}`,
      paragraphs: [
        `Il passeggero della pratica ${claim.practiceNumber} ha scritto un nuovo messaggio.`,
        assigned ? 'La pratica è assegnata a te: leggilo e rispondi dalla pagina della pratica.' : 'La pratica non è assegnata: leggilo e rispondi dalla pagina della pratica.',
      ],
      action: { label: 'Apri la pratica', href: `${context.publicUrl}/admin/practice/${claim.id}` },
    },
  };
}
