import { cn } from '@/components/ui/cn';
import type { AirlineView } from './api/airlines';

/** Whether the carrier is a Community carrier (EU 261 applies on flights into the EU), and whether an admin decided it. */
export function EuBadge({ airline }: { airline: Pick<AirlineView, 'isEu' | 'euOverride'> }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', airline.isEu ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-700')}>
      {airline.isEu ? 'Comunitaria' : 'Non comunitaria'}
      {airline.euOverride !== null && ' (impostato)'}
    </span>
  );
}
