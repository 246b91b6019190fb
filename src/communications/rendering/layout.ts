import { COMPANY_NAME } from './format.js';
import type { TemplateVariable } from './variables.js';
import { escapeHtml, normalizePlaceholders, paragraphHtml, toBlocks, type Block } from './content.js';

export const BRAND_BLUE = '#1d4ed8';
export const BRAND_ORANGE = '#f97316';
export const UPLOAD_BUTTON_LABEL = 'Carica i documenti';

/**
 * Marks what depends on one value (the upload button, a paragraph that is only the passenger's
 * note) in the compiled HTML and text, so an e-mail without that value drops it.
 */
export const optionalRegion = {
  html: { start: (name: TemplateVariable) => `<!-- rv:if:${name} -->`, end: (name: TemplateVariable) => `<!-- /rv:if:${name} -->` },
  text: { start: (name: TemplateVariable) => `\u0001${name}\u0002`, end: () => '\u0003' },
};

const FOOTER_LINES = [
  `${COMPANY_NAME} · rimborsovolo24.it`,
  'Ricevi questa email perché hai una pratica di rimborso aperta con noi.',
  'Compenso: 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo',
  'Usiamo i tuoi dati solo per seguire la tua pratica, nel rispetto del GDPR (Reg. UE 2016/679).',
];

/** The head every e-mail of ours shares: its title, the inbox preview line and the text's typography. */
export function mjmlHead(title: string, preview: string): string {
  return `<mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.6" color="#1f2937" padding="0 28px 16px" />
    </mj-attributes>
  </mj-head>`;
}

/** The branded e-mail as MJML, placeholders left in place for the values of each e-mail. */
export function emailMjml(template: { subject: string; content: string }): string {
  const subject = escapeHtml(normalizePlaceholders(template.subject));
  const blocks = toBlocks(template.content);
  const firstParagraph = blocks.find((block) => block.kind === 'paragraph');
  const preview = firstParagraph ? escapeHtml(firstParagraph.lines.join(' ')) : subject;
  return `<mjml lang="it">
  ${mjmlHead(subject, preview)}
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="28px 12px 16px">
      <mj-column>
        <mj-text align="center" padding="0" font-size="26px" line-height="1.2" font-weight="800" color="${BRAND_BLUE}">RimborsoVolo<span style="display:inline-block;margin-left:3px;padding:2px 8px;border-radius:8px;background-color:${BRAND_ORANGE};color:#ffffff;">24</span></mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper padding="0 12px">
      <mj-section background-color="#ffffff" border-radius="12px" padding="28px 0 12px">
        <mj-column>
${blocks.map(blockMjml).join('\n')}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="20px 12px 32px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="1.6" color="#6b7280" padding="0 16px">${FOOTER_LINES.map(escapeHtml).join('<br />')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function blockMjml(block: Block): string {
  if (block.kind === 'paragraph') {
    const text = `          <mj-text>${paragraphHtml(block.lines)}</mj-text>`;
    return block.onlyVariable ? htmlRegion(block.onlyVariable, text) : text;
  }
  return htmlRegion('uploadLink', `
          <mj-button href="{{uploadLink}}" background-color="${BRAND_BLUE}" color="#ffffff" font-size="16px" font-weight="700" border-radius="8px" inner-padding="14px 28px" padding="8px 28px 8px">${UPLOAD_BUTTON_LABEL}</mj-button>
          <mj-text font-size="13px" color="#6b7280" padding="0 28px 16px" align="center">Se il pulsante non funziona, copia questo indirizzo nel browser:<br /><a href="{{uploadLink}}" style="color:${BRAND_BLUE};word-break:break-all;">{{uploadLink}}</a></mj-text>`);
}

function htmlRegion(name: TemplateVariable, mjml: string): string {
  return `          <mj-raw>${optionalRegion.html.start(name)}</mj-raw>\n${mjml}\n          <mj-raw>${optionalRegion.html.end(name)}</mj-raw>`;
}

function textRegion(name: TemplateVariable, text: string): string {
  return `${optionalRegion.text.start(name)}${text}${optionalRegion.text.end()}`;
}

function blockText(block: Block): string {
  if (block.kind === 'upload-button') return textRegion('uploadLink', `${UPLOAD_BUTTON_LABEL}: {{uploadLink}}`);
  const text = block.lines.join('\n');
  return block.onlyVariable ? textRegion(block.onlyVariable, text) : text;
}

/** The plain-text part, written from the same blocks (never from the HTML). */
export function emailText(template: { content: string }): string {
  const body = toBlocks(template.content).map(blockText).join('\n\n');
  return `${COMPANY_NAME}\n\n${body}\n\n--\n${FOOTER_LINES.join('\n')}\n`;
}

export function subjectLine(template: { subject: string }): string {
  return normalizePlaceholders(template.subject).replace(/\s+/g, ' ').trim();
}
