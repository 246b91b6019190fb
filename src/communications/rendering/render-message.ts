import { escapeHtml, paragraphHtml, toBlocks } from './content.js';
import { emailText } from './layout.js';
import { renderEmail, type RenderedEmail } from './render-email.js';
import { substitute, type TemplateValues } from './variables.js';

// Markers compiled into the shared layout where an operator's message goes (lower-case letters survive MJML untouched).
export const BODY_SLOT = 'rvoperatormessagebodyslot';
export const SUBJECT_SLOT = 'rvoperatormessagesubjectslot';
export const MESSAGE_LAYOUT = { id: 'operator-message-layout', version: 1, subject: SUBJECT_SLOT, content: BODY_SLOT };

/**
 * An operator's one-off message in the branded layout. The layout is compiled once for every such
 * message; the message's own text, variables filled in, is escaped and put in its place.
 */
export async function renderMessage(message: { subject: string; content: string }, values: TemplateValues): Promise<RenderedEmail> {
  const fill = (text: string) => substitute(text, (name) => values[name] ?? '');
  const subject = fill(message.subject).replace(/\s+/g, ' ').trim();
  const paragraphs = toBlocks(fill(message.content)).flatMap((block) => (block.kind === 'paragraph' ? [block.lines] : []));
  const layout = await renderEmail(MESSAGE_LAYOUT, {});
  const preview = escapeHtml(paragraphs[0]?.join(' ') ?? subject);
  const body = paragraphs.map(paragraphHtml).join('<br /><br />');
  let slot = 0;
  const html = layout.html
    .replaceAll(SUBJECT_SLOT, escapeHtml(subject))
    // the first slot is the inbox preview line, the second the message itself
    .replaceAll(BODY_SLOT, () => (slot++ === 0 ? preview : body));
  return { subject, html, text: emailText({ content: paragraphs.map((lines) => lines.join('\n')).join('\n\n') }) };
}
