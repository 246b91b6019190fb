import type { PassengerTimelineEntry } from '@contracts/passenger-area';
import { Building2, CircleDot, UserRound } from 'lucide-react';
import { formatDateTime } from './format';

const ICONS = { passenger: UserRound, operator: Building2, system: CircleDot } as const;

/** «La tua pratica passo per passo»: the events that concern the passenger, oldest first. */
export function ClaimTimeline({ entries }: { entries: PassengerTimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700">Ancora nessun passaggio da mostrare.</p>;
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-6">
      {entries.map((entry) => {
        const Icon = ICONS[entry.by];
        return (
          <li key={entry.id} className="relative">
            <span className="absolute -left-[2.15rem] flex size-7 items-center justify-center rounded-full border-2 border-white bg-brand-100 text-brand-700" aria-hidden="true">
              <Icon className="size-4" />
            </span>
            <p className="font-semibold text-slate-900">{entry.title}</p>
            {entry.detail && <p className="mt-0.5 whitespace-pre-line text-slate-700">{entry.detail}</p>}
            <p className="mt-0.5 text-sm text-slate-500">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
