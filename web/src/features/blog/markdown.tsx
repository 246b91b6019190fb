import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'ordered' | 'bullet' | 'check'; items: string[]; start: number };

const HEADING = /^(#{2,4})\s+(.*)$/;
const CHECK = /^\s*[-*]\s+✓\s*(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const ORDERED = /^\s*(\d+)\.\s+(.*)$/;

/** Splits the Markdown body into blocks: headings ##–####, paragraphs, numbered, bullet and check-mark lists. */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const addItem = (kind: 'ordered' | 'bullet' | 'check', text: string, start = 1) => {
    flush();
    const last = blocks.at(-1);
    if (last && last.kind === kind) last.items.push(text);
    else blocks.push({ kind, items: [text], start });
  };
  for (const raw of source.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    let match: RegExpExecArray | null;
    if (!line.trim()) flush();
    else if ((match = HEADING.exec(line))) {
      flush();
      blocks.push({ kind: 'heading', level: match[1]!.length as 2 | 3 | 4, text: match[2]! });
    } else if ((match = CHECK.exec(line))) addItem('check', match[1]!);
    else if ((match = BULLET.exec(line))) addItem('bullet', match[1]!);
    else if ((match = ORDERED.exec(line))) addItem('ordered', match[2]!, Number(match[1]));
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*/g;
const EXTERNAL = /^https?:\/\//i;

function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  if (EXTERNAL.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline hover:text-brand-800">
        {children}
      </a>
    );
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link href={href} className="font-medium text-brand-700 underline hover:text-brand-800">
        {children}
      </Link>
    );
  return <>{children}</>; // anything else (javascript:, data:, …) is shown as plain text
}

/** Inline Markdown — links, **bold**, *italic* — as React elements; everything else stays text. */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    const [, linkText, href, bold, italic] = match;
    if (linkText !== undefined && href !== undefined)
      nodes.push(
        <MarkdownLink key={key} href={href}>
          {renderInline(linkText, key)}
        </MarkdownLink>,
      );
    else if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold, key)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{renderInline(italic, key)}</em>);
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const HEADING_CLASS = { 2: 'mt-10 text-2xl font-bold text-slate-900', 3: 'mt-8 text-xl font-bold text-slate-900', 4: 'mt-6 text-lg font-semibold text-slate-900' } as const;

/** A small, safe Markdown renderer: no HTML is ever injected, so raw tags in the source show as text. */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-800">
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading': {
            const Heading = `h${block.level}` as const;
            return (
              <Heading key={key} className={HEADING_CLASS[block.level]}>
                {renderInline(block.text, key)}
              </Heading>
            );
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.text, key)}</p>;
          case 'ordered':
            return (
              <ol key={key} start={block.start === 1 ? undefined : block.start} className="list-decimal space-y-2 pl-6">
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item, `${key}-${i}`)}</li>
                ))}
              </ol>
            );
          case 'bullet':
            return (
              <ul key={key} className="list-disc space-y-2 pl-6">
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item, `${key}-${i}`)}</li>
                ))}
              </ul>
            );
          case 'check':
            return (
              <ul key={key} className="space-y-2" data-list="check">
                {block.items.map((item, i) => (
                  <li key={i} className="flex gap-2">
                    <Check className="mt-1.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
                    <span>{renderInline(item, `${key}-${i}`)}</span>
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
