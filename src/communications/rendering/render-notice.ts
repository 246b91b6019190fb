import { BRAND_BLUE, emailText, mjmlHead } from './layout.js';
import { escapeHtml } from './content.js';
import { BODY_SLOT, MESSAGE_LAYOUT, SUBJECT_SLOT } from './render-message.js';
import { renderEmail, type RenderedEmail } from './render-email.js';

/**
 * A notice the pipeline writes itself (a new message in a claim's thread): fixed sentences, perhaps a
 * quoted text, and one button. Nothing in it is a placeholder: what is written is what is sent.
 */
export interface Notice {
  /** The passenger gets the branded layout; the company's operators a plain internal one. */
  audience: 'passenger' | 'operators';
  subject: string;
  paragraphs: string[];
  /** Someone's words, shown apart after the paragraphs (blank lines separate its paragraphs). */
  quote?: string;
  /** The one button; none when the reader has nowhere of ours to go (a co-passenger has no passenger area). */
  action?: { label: string; href: string };
  /** Information the reader is owed after the button (a privacy notice): a heading, then its points, each titled. */
  appendix?: { heading: string; sections: { title: string; text: string }[] };
}

// Control characters other than tab and line breaks: never meant in an e-mail.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g; // eslint-disable-line no-control-regex
const oneLine = (text: string) => text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
const quoteParagraphs = (quote: string) =>
  quote
    .replace(CONTROL, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));

function bodyHtml(notice: Notice, href: string | undefined): string {
  const paragraphs = notice.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(oneLine(paragraph))}</p>`);
  const quote = notice.quote
    ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND_BLUE};background-color:#f1f5f9;border-radius:4px;">${quoteParagraphs(notice.quote)
        .map((lines) => lines.map(escapeHtml).join('<br />'))
        .join('<br /><br />')}</div>`
    : '';
  const action = href
    ? `<p style="margin:8px 0 16px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background-color:${BRAND_BLUE};color:#ffffff;font-weight:700;text-decoration:none;">${escapeHtml(notice.action!.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280;">Se il pulsante non funziona, copia questo indirizzo nel browser:<br /><a href="${escapeHtml(href)}" style="color:${BRAND_BLUE};word-break:break-all;">${escapeHtml(href)}</a></p>`
    : '';
  const appendix = notice.appendix
    ? `<p style="margin:24px 0 8px;font-weight:700;">${escapeHtml(oneLine(notice.appendix.heading))}</p>` +
      notice.appendix.sections.map((section) => `<p style="margin:0 0 12px;font-size:13px;"><strong>${escapeHtml(oneLine(section.title))}.</strong> ${escapeHtml(oneLine(section.text))}</p>`).join('')
    : '';
  return paragraphs.join('') + quote + action + appendix;
}

function bodyText(notice: Notice, href: string | undefined): string {
  const quote = notice.quote ? [quoteParagraphs(notice.quote).map((lines) => lines.map((line) => `> ${line}`).join('\n')).join('\n>\n')] : [];
  const action = href ? [`${notice.action!.label}: ${href}`] : [];
  const appendix = notice.appendix ? [oneLine(notice.appendix.heading), ...notice.appendix.sections.map((section) => `${oneLine(section.title)}. ${oneLine(section.text)}`)] : [];
  return [...notice.paragraphs.map(oneLine), ...quote, ...action, ...appendix].join('\n\n');
}

/** The notice as an e-mail: escaped into the layout compiled once (MJML), with its plain-text part. */
export async function renderNotice(notice: Notice): Promise<RenderedEmail> {
  const subject = oneLine(notice.subject);
  // Only a web address may become a link.
  const href = notice.action && /^https?:\/\/\S+$/i.test(notice.action.href) ? notice.action.href : undefined;
  const body = bodyHtml(notice, href);
  const preview = escapeHtml(oneLine(notice.paragraphs[0] ?? subject));
  const layout = notice.audience === 'passenger' ? (await renderEmail(MESSAGE_LAYOUT, {})).html : await internalLayout();
  let slot = 0;
  const html = layout
    .replaceAll(SUBJECT_SLOT, escapeHtml(subject))
    // the first slot is the inbox preview line, the second the notice itself
    .replaceAll(BODY_SLOT, () => (slot++ === 0 ? preview : body));
  const text = notice.audience === 'passenger' ? emailText({ content: BODY_SLOT }).replace(BODY_SLOT, bodyText(notice, href)) : `RimborsoVolo24 · Area operatori\n\n${bodyText(notice, href)}\n\n--\nAvviso automatico per gli operatori di RimborsoVolo24.\n`;
  return { subject, html, text };
}

/** The operators' notices: the brand's name and colours, without the passengers' footer. */
const INTERNAL_MJML = `<mjml lang="it">
  ${mjmlHead(SUBJECT_SLOT, BODY_SLOT)}
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="24px 12px 12px">
      <mj-column>
        <mj-text align="center" padding="0" font-size="20px" font-weight="800" color="${BRAND_BLUE}">RimborsoVolo24 · Area operatori</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper padding="0 12px">
      <mj-section background-color="#ffffff" border-radius="12px" padding="24px 0 8px">
        <mj-column>
          <mj-text>${BODY_SLOT}</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px 12px 28px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="#6b7280" padding="0 16px">Avviso automatico per gli operatori di RimborsoVolo24.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiledInternal: Promise<string> | undefined;

/** Compiled once per process, like every template version. */
function internalLayout(): Promise<string> {
  compiledInternal ??= (async () => {
    const { default: mjml2html } = await import('mjml');
    const { html } = await mjml2html(INTERNAL_MJML, { validationLevel: 'strict' });
    return html;
  })();
  compiledInternal.catch(() => (compiledInternal = undefined));
  return compiledInternal;
}
