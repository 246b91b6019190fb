import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster, TOAST_DURATION_MS } from '@/components/ui/toast';

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when two toasts come, then only the latest is visible, and it goes after 5 seconds', () => {
    render(<Toaster />);

    act(() => toast({ title: 'Richiesta inviata!', description: 'Numero di pratica: 482913' }));
    act(() => toast({ title: 'Errore', description: 'Non siamo riusciti a inviare la richiesta', variant: 'destructive' }));

    expect(screen.queryByText('Richiesta inviata!')).not.toBeInTheDocument();
    expect(screen.getByText('Non siamo riusciti a inviare la richiesta')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 500));
    expect(screen.queryByText('Errore')).not.toBeInTheDocument();
  });
});
