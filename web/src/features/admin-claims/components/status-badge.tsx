import { cn } from '@/components/ui/cn';
import { STATUS_BADGE, STATUS_LABELS, type AdminStatus } from '@/components/admin/format';

export function StatusBadge({ status }: { status: AdminStatus }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_BADGE[status])}>{STATUS_LABELS[status]}</span>;
}
