import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => <div className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)} {...props} />;

export const Badge = ({ className, ...props }: HTMLAttributes<HTMLSpanElement>) => (
  <span className={cn('inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700', className)} {...props} />
);

export const Spinner = ({ label = 'Caricamento in corso...' }: { label?: string }) => (
  <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
    <span className="size-6 animate-spin rounded-full border-3 border-brand-600 border-t-transparent" aria-hidden="true" />
    <span>{label}</span>
  </div>
);
