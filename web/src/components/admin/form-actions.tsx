import { Button } from '@/components/ui/button';

/** A form's submit button (saying when it is saving) and 'Annulla'. */
export function FormActions({ saveLabel, pending, onCancel }: { saveLabel: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? 'Salvataggio...' : saveLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        Annulla
      </Button>
    </div>
  );
}
