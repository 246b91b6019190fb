import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/api-client';
import LandingRoute from '@/app/landing-route';
import { json, mockFetch } from '../public-pages/helpers';

function renderLanding() {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <LandingRoute />
    </QueryClientProvider>,
  );
  return { user, ...view };
}

describe('landing page', () => {
  // jsdom has no scrolling: a stand-in records the call.
  const original = Element.prototype.scrollIntoView;
  let scrollIntoView: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
    vi.restoreAllMocks();
  });

  it('opens on the verifica tab, which links to the claim form', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Volo in ritardo, cancellato o in overbooking?' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Verifica' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Inizia la verifica gratuita' })).toHaveAttribute('href', '/verifica-rimborso');
    expect(screen.getByRole('link', { name: 'Verifica stato pratica' })).toHaveAttribute('href', '/verifica-stato');
    expect(document.getElementById('verifica')).toContainElement(screen.getByRole('tablist'));
    for (const id of ['come-funziona', 'diritti', 'faq']) expect(document.getElementById(id)).not.toBeNull();
  });

  it('switchToVerifica activates the verifica tab and scrolls to it after 100 ms', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('tab', { name: 'Calcolatore' }));
    expect(screen.getByRole('tab', { name: 'Calcolatore' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Calcolatore del risarcimento' }, { timeout: 5_000 })).toBeInTheDocument();

    vi.useFakeTimers();
    try {
      act(() => {
        window.dispatchEvent(new Event('switchToVerifica'));
      });
      expect(screen.getByRole('tab', { name: 'Verifica' })).toHaveAttribute('aria-selected', 'true');
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('verifica'));
      expect(screen.getByRole('tab', { name: 'Verifica' })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the hero starts the check with its own flight form and opens the calculator tab', async () => {
    const { user } = renderLanding();
    const hero = screen.getByRole('region', { name: 'Volo in ritardo, cancellato o in overbooking?' });
    expect(within(hero).getByRole('form', { name: 'Controlla il tuo volo' })).toContainElement(within(hero).getByRole('button', { name: 'Controlla il volo' }));

    await user.click(screen.getByRole('button', { name: 'Calcola il risarcimento' }));
    expect(screen.getByRole('tab', { name: 'Calcolatore' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the quiz tab shows the quiz', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(await screen.findByText('Domanda 1 di 8', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows the distance table, no testimonials and five FAQ with the Italian claim window', async () => {
    const { user } = renderLanding();
    const table = screen.getByRole('table', { name: 'Risarcimento per distanza del volo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual(['Fino a 1.500 kmVoli corti250 €', 'Da 1.500 km a 3.500 kmVoli medi400 €', 'Oltre 3.500 kmVoli lunghi600 €']);
    expect(screen.queryByText(/Valutazione|Testimonianze|Cosa dicono i passeggeri/)).toBeNull();

    const faq = document.getElementById('faq')!;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    await user.click(within(faq).getByRole('button', { name: 'Entro quanto tempo posso chiedere il risarcimento?' }));
    const answer = within(faq).getByText(/In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo\. Le richieste più vecchie le verifichiamo comunque, caso per caso\./);
    expect(answer).toBeVisible();
    expect(answer).not.toHaveTextContent(/\b(?:2|due) anni\b/);
  });

  it('when fewer than 30 claims are paid, then the payout-time answer states no figure, and no «8-12 settimane» anywhere', async () => {
    mockFetch((url) => (url.pathname === '/api/payout-times' ? json({ medianDays: null, paidClaims: 0 }) : undefined));
    const { user } = renderLanding();
    const faq = document.getElementById('faq')!;
    await user.click(within(faq).getByRole('button', { name: 'Quanto tempo ci vuole per ricevere il risarcimento?' }));

    expect(within(faq).getByText(/Dipende soprattutto dalla compagnia/)).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('payout-time')).toBeNull();
    expect(document.body).not.toHaveTextContent(/settimane|mesi/);
  });

  it('when enough claims are paid, then the answer gives the measured median with how it is computed', async () => {
    mockFetch((url) => (url.pathname === '/api/payout-times' ? json({ medianDays: 74, paidClaims: 41 }) : undefined));
    const { user } = renderLanding();
    const faq = document.getElementById('faq')!;
    await user.click(within(faq).getByRole('button', { name: 'Quanto tempo ci vuole per ricevere il risarcimento?' }));

    const figure = await within(faq).findByTestId('payout-time');
    expect(figure).toHaveTextContent('in mediana 74 giorni dall’invio della richiesta al bonifico');
    expect(figure).toHaveTextContent('Come lo calcoliamo: Mediana dei giorni di calendario tra l’invio della richiesta e il bonifico al passeggero, calcolata su tutte le 41 pratiche che abbiamo pagato finora.');
  });

  it('sets the page title and restores it on leaving', () => {
    document.title = 'Prima';
    const { unmount } = renderLanding();
    expect(document.title).toBe('rimborsovolo24.it - Risarcimento voli EU 261/2004');
    unmount();
    expect(document.title).toBe('Prima');
  });
});
