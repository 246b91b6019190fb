import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from './cn';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOAST_DURATION_MS = 5_000;

// One toast visible at a time (the spec): a new one replaces the current one.
let current: (ToastMessage & { id: number }) | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  emit();
}

function dismiss(): void {
  current = undefined;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label="Notifica">
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismiss()}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg',
            message.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && <ToastPrimitive.Description className="text-sm">{message.description}</ToastPrimitive.Description>}
          <ToastPrimitive.Close aria-label="Chiudi" className="absolute top-3 right-3 text-lg leading-none text-slate-500">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
