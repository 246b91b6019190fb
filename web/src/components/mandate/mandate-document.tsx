import { MANDATE_BLOCKS, type MandateBlank, type MandateSegment } from '@contracts/mandate-text';
import { Fragment, type ReactNode } from 'react';

interface MandateDocumentProps {
  /** What stands in a blank: a value, a placeholder, a configured field. */
  renderBlank: (blank: MandateBlank) => ReactNode;
  /** The guardian's clause: shown for a minor, left out for an adult, shown as optional on the terms page. */
  minor: boolean | 'optional';
  className?: string;
}

function Segments({ segments, renderBlank, minor }: { segments: readonly MandateSegment[] } & Omit<MandateDocumentProps, 'className'>) {
  return segments.map((segment, index) => {
    if (typeof segment === 'string') return <Fragment key={index}>{segment}</Fragment>;
    if ('blank' in segment) return <Fragment key={index}>{renderBlank(segment.blank)}</Fragment>;
    if (minor === false) return null;
    const clause = <Segments segments={segment.forMinor} renderBlank={renderBlank} minor={minor} />;
    return minor === true ? (
      <Fragment key={index}>{clause}</Fragment>
    ) : (
      <span key={index} className="italic text-slate-600">
        {' '}
        [per un minore:{clause}]
      </span>
    );
  });
}

/** The mandate's words (src/contracts/mandate-text.ts), the same the signed PDF prints. */
export function MandateDocument({ renderBlank, minor, className }: MandateDocumentProps) {
  const items = MANDATE_BLOCKS.filter((block) => block.kind === 'item');
  const firstItem = MANDATE_BLOCKS.findIndex((block) => block.kind === 'item');
  return (
    <div className={className ?? 'space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-5 text-sm'} role="document" aria-label="Testo del mandato con rappresentanza">
      {MANDATE_BLOCKS.map((block, index) => {
        const words = <Segments segments={block.segments} renderBlank={renderBlank} minor={minor} />;
        if (block.kind === 'title') return <p key={index} className="text-center font-bold tracking-wide">{words}</p>;
        if (block.kind === 'item') {
          if (index !== firstItem) return null;
          return (
            <ol key={index} className="list-none space-y-1 pl-4">
              {items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Segments segments={item.segments} renderBlank={renderBlank} minor={minor} />
                </li>
              ))}
            </ol>
          );
        }
        return <p key={index}>{words}</p>;
      })}
    </div>
  );
}
