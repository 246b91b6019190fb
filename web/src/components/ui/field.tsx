import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

const CONTROL = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => <input className={cn(CONTROL, className)} {...props} />;
/** A decimal number field: text with the phone's decimal keypad, so «3,5» stays 3,5 (a number field may read it as 35); parse it with parseDecimal. */
export const DecimalInput = ({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) => (
  <input type="text" inputMode="decimal" autoComplete="off" className={cn(CONTROL, className)} {...props} />
);
export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => <textarea className={cn(CONTROL, 'min-h-24', className)} {...props} />;
export const Select = ({ className, ...props }: ComponentProps<'select'>) => <select className={cn(CONTROL, 'appearance-auto', className)} {...props} />;

/** A control's error, announced when it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700" role="alert">
      {error}
    </p>
  );
}

/** A labelled control with its hint and error tied to it for screen readers. */
export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
