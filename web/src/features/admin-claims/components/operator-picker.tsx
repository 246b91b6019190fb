import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/field';
import { activeOperatorsQuery } from '@/app/admin/api/operators';

type PickerProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  /** The chosen operator's id; '' while none is chosen. */
  value: string;
  onOperatorChange: (operator: { id: string; name: string }) => void;
  /** The name to show when the current assignee is not among the active operators (disabled since, or assigned by name). */
  currentName?: string | null;
};

/** The active operators as a select: a claim goes to one of them, never to free text. */
export function OperatorPicker({ value, onOperatorChange, currentName, ...props }: PickerProps) {
  const operators = useQuery(activeOperatorsQuery);
  if (operators.isPending) return <p className="text-sm text-slate-600">Caricamento operatori...</p>;
  if (operators.isError) return <p className="text-sm text-red-700" role="alert">Impossibile caricare gli operatori: {operators.error.message}</p>;
  if (operators.data.length === 0) return <p className="text-sm text-slate-600">Nessun operatore attivo.</p>;
  const known = operators.data.some((operator) => operator.id === value);
  return (
    <Select
      {...props}
      value={known ? value : ''}
      onChange={(event) => {
        const chosen = operators.data.find((operator) => operator.id === event.target.value);
        if (chosen) onOperatorChange(chosen);
      }}
    >
      <option value="" disabled>
        {currentName && !known ? `${currentName} (non più attivo)` : 'Scegli un operatore'}
      </option>
      {operators.data.map((operator) => (
        <option key={operator.id} value={operator.id}>
          {operator.name}
        </option>
      ))}
    </Select>
  );
}
