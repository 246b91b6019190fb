import { cn } from '@/components/ui/cn';
import { countOf } from '@contracts/plural';

/** «silenzio da N giorni»: days since the passenger last saw something happen; from `threshold` (SILENCE_DAYS) on, highlighted. */
export function silenceLabel(silentDays: number): string {
  if (silentDays === 0) return 'novità oggi';
  return `silenzio da ${countOf(silentDays, 'giorno', 'giorni')}`;
}

/** `doItYourself`: the passenger claims on their own, so the claim has no silence of ours. */
export function SilenceCell({ silentDays, threshold, doItYourself = false }: { silentDays: number | null; threshold: number; doItYourself?: boolean }) {
  if (doItYourself) return <span className="text-slate-600">Fai da te</span>;
  if (silentDays === null) return <span className="text-slate-500">Chiusa</span>;
  const long = silentDays >= threshold;
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', long ? 'bg-amber-100 text-amber-900 ring-1 ring-amber-300' : 'text-slate-700')}>
      {silenceLabel(silentDays)}
      {long && <span className="sr-only"> (il passeggero attende notizie)</span>}
    </span>
  );
}
