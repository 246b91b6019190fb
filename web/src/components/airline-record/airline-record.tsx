import { AIRLINE_RECORD_NOTE, airlineRecordSentence, type AirlineRecord } from '@contracts/airlines';
import { ChartColumn } from 'lucide-react';

/**
 * How the carrier has answered our claims, in one sentence with its sample size and what it counts.
 * An addition to the page, not something the passenger waits for: nothing while it loads, if it
 * failed, or when there are fewer than 20 decided claims to say it from.
 */
export function AirlineRecordNote({ record, className }: { record: AirlineRecord | null | undefined; className?: string }) {
  const sentence = record ? airlineRecordSentence(record) : null;
  if (!sentence) return null;
  return (
    <section aria-label="Come risponde la compagnia aerea" className={className ?? 'rounded-xl border border-slate-200 bg-slate-50 p-4 text-left text-sm text-slate-800'}>
      <p className="flex items-start gap-2 font-medium">
        <ChartColumn className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>{sentence}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">{AIRLINE_RECORD_NOTE}</p>
    </section>
  );
}
