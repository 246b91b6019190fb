import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import CancellationsPage from '@/features/info-pages/cancellations-page';
import DelaysPage from '@/features/info-pages/delays-page';
import LostBaggagePage from '@/features/info-pages/lost-baggage-page';
import OverbookingPage from '@/features/info-pages/overbooking-page';

const PAGES: [string, ComponentType, string, RegExp][] = [
  ['delays', DelaysPage, 'Richiedi il risarcimento', /3 ore/],
  ['cancellations', CancellationsPage, 'Richiedi il risarcimento', /14 giorni/],
  ['overbooking', OverbookingPage, 'Richiedi la compensazione', /non in voucher/],
  ['lost baggage', LostBaggagePage, 'Richiedi il risarcimento', /fino a 1\.519 DSP \(circa 1\.800 €\)/i],
];

describe('information pages', () => {
  afterEach(() => {
    document.title = '';
    document.head.innerHTML = '';
  });

  it.each(PAGES)('%s: claim buttons, home link, and title/description restored on leaving', (_name, Page, cta, content) => {
    document.title = 'Sito';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Descrizione sito';
    document.head.appendChild(meta);

    const { unmount } = render(<Page />);
    const buttons = screen.getAllByRole('link', { name: cta });
    expect(buttons).toHaveLength(2);
    buttons.forEach((button) => expect(button).toHaveAttribute('href', '/verifica-rimborso'));
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByText(content).length).toBeGreaterThan(0);
    expect(document.title).not.toBe('Sito');
    expect(meta.content).not.toBe('Descrizione sito');

    unmount();
    expect(document.title).toBe('Sito');
    expect(meta.content).toBe('Descrizione sito');
  });

  it('delays: own-staff strikes are not extraordinary circumstances, and the 50% reduction is explained', () => {
    render(<DelaysPage />);
    const notExtraordinary = screen.getByRole('heading', { name: /Non sono eccezionali/ }).parentElement!;
    expect(within(notExtraordinary).getByText(/Sciopero del personale della compagnia/)).toBeInTheDocument();
    expect(screen.getByText(/300 € invece di 600 €/)).toBeInTheDocument();
  });

  it('overbooking: volunteers are not eligible', () => {
    render(<OverbookingPage />);
    expect(screen.getByText(/Hai rinunciato volontariamente al posto/)).toBeInTheDocument();
  });
});
