import type { InboxItem } from './api/inbox';

const HOUR = 3_600_000;
const WHEN = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

/** «3 ore», «2 giorni»: how long, in the unit an operator reads at a glance. */
export function duration(ms: number): string {
  const hours = Math.max(0, Math.floor(ms / HOUR));
  if (hours < 1) return 'meno di un’ora';
  if (hours < 48) return hours === 1 ? '1 ora' : `${hours} ore`;
  const days = Math.floor(hours / 24);
  return `${days} giorni`;
}

/** How the wait stands against our promise: on time, due within a day, or late. */
export function answerState(item: Pick<InboxItem, 'answerBy'>, now: number): 'on_time' | 'due_soon' | 'late' {
  const left = Date.parse(item.answerBy) - now;
  return left < 0 ? 'late' : left < 24 * HOUR ? 'due_soon' : 'on_time';
}

const STYLES = {
  on_time: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  due_soon: 'bg-amber-50 text-amber-900 ring-amber-300',
  late: 'bg-red-50 text-red-800 ring-red-300',
} as const;

/** The age badge: how long the passenger waits, and the answer's due time or how late it is. */
export function AnswerAge({ item, now }: { item: InboxItem; now: number }) {
  const state = answerState(item, now);
  const waited = `In attesa da ${duration(now - Date.parse(item.waitingSince))}`;
  const due = state === 'late' ? `risposta in ritardo di ${duration(now - Date.parse(item.answerBy))}` : `rispondere entro ${WHEN.format(new Date(item.answerBy))}`;
  return <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STYLES[state]}`}>{`${waited} · ${due}`}</span>;
}
