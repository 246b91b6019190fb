import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from './cn';
import { dismissToast, useCurrentToast } from './toast-store';

export { toast, type ToastMessage } from './toast-store';

export const TOAST_DURATION_MS = 5_000;

export function Toaster() {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label="Notifica">
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismissToast()}
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
