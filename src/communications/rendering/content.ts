import { substitute, type TemplateVariable } from './variables.js';

/** An operator's plain text, read as paragraphs (blank lines between) and an upload button. */
export type Block = { kind: 'paragraph'; lines: string[]; onlyVariable?: TemplateVariable } | { kind: 'upload-button' };

const UPLOAD_LINE = /^\{\{uploadLink\}\}$/;
const ONLY_PLACEHOLDER = /^\{\{(\w+)\}\}$/;
// Control characters other than tab and line breaks: never meant, and kept free for the text part's markers.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g; // eslint-disable-line no-control-regex

/** Known placeholders written as {{name}}, unknown ones dropped: what the compiled e-mail keeps. */
export function normalizePlaceholders(text: string): string {
  return substitute(text.replace(CONTROL, ''), (name) => `{{${name}}}`);
}

export function toBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  const paragraphs = normalizePlaceholders(content).replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const paragraph of paragraphs) {
    let lines: string[] = [];
    const flush = () => {
      while (lines.length > 0 && !lines.at(-1)!.trim()) lines.pop();
      while (lines.length > 0 && !lines[0]!.trim()) lines.shift();
      if (lines.length === 0) return;
      // A paragraph that is one placeholder (the passenger's note, say) disappears when its value is empty.
      const only = lines.length === 1 ? ONLY_PLACEHOLDER.exec(lines[0]!.trim()) : null;
      blocks.push(only ? { kind: 'paragraph', lines, onlyVariable: only[1] as TemplateVariable } : { kind: 'paragraph', lines });
      lines = [];
    };
    for (const line of paragraph.split('\n')) {
      if (UPLOAD_LINE.test(line.trim())) {
        flush();
        blocks.push({ kind: 'upload-button' });
      } else {
        lines.push(line.trimEnd());
      }
    }
    flush();
  }
  return blocks;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

const UPLOAD_ANCHOR = '<a href="{{uploadLink}}" style="color:#1d4ed8;">{{uploadLink}}</a>';

/** A paragraph's lines as escaped HTML; an upload link inside a sentence becomes a link. */
export function paragraphHtml(lines: readonly string[]): string {
  return lines.map((line) => escapeHtml(line).replaceAll('{{uploadLink}}', UPLOAD_ANCHOR)).join('<br />');
}
