import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/field';
import { ADMIN_STATUSES, STATUS_LABELS, type AdminStatus } from '@/components/admin/format';

/** The one status vocabulary as a select, labelled in Italian. */
export function StatusSelect({ value, onStatusChange, ...props }: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & { value: AdminStatus; onStatusChange: (status: AdminStatus) => void }) {
  return (
    <Select {...props} value={value} onChange={(event) => onStatusChange(event.target.value as AdminStatus)}>
      {ADMIN_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  );
}
