import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 shadow-sm',
  secondary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  ghost: 'text-brand-700 hover:bg-brand-50',
} as const;
const SIZES = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5 text-base', lg: 'h-13 px-7 text-lg' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child (a link, say) with the button's looks. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
