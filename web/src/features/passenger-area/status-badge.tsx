import type { PublicStatus } from '@contracts/passenger-claim';
import { cn } from '@/components/ui/cn';

const STYLE: Record<PublicStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_review: 'bg-brand-100 text-brand-800',
  approved: 'bg-green-100 text-green-800',
  paid: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-800',
  rejected: 'bg-red-100 text-red-800',
};

export const StatusBadge = ({ status, label }: { status: PublicStatus; label: string }) => (
  <span className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold', STYLE[status] ?? 'bg-slate-100 text-slate-800')}>{label}</span>
);
