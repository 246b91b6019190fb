import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

// One toast visible at a time (the spec): a new one replaces the current one.
let current: (ToastMessage & { id: number }) | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(): void {
  current = undefined;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast on screen, if any. */
export const useCurrentToast = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );

/** Whether any toast has been asked for since the page loaded: until then no page needs the toasts' code. */
export const useToastRequested = () =>
  useSyncExternalStore(
    subscribe,
    () => nextId > 1,
    () => false,
  );
