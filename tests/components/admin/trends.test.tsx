import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TrendsTab from '@/features/admin-trends/trends-tab';
import type { WeekTrend } from '@/features/admin-trends/api/trends';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

beforeAll(() => {
  // The charts size themselves to their box; jsdom lays nothing out.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.restoreAllMocks());

const week = (day: string, overrides: Partial<WeekTrend> = {}): WeekTrend => ({ week: day, submitted: 0, decided: 0, successRate: null, recoveredCents: 0, feesCents: 0, medianDaysToPayout: null, ...overrides });
const WEEKS = [
  week('2026-11-09', { submitted: 12, decided: 4, successRate: 0.75, recoveredCents: 100_000, feesCents: 30_500, medianDaysToPayout: 6 }),
  week('2026-11-16'),
  week('2026-11-23', { submitted: 8, decided: 2, successRate: 0.5, recoveredCents: 60_000, feesCents: 18_300 }),
];

describe('the operators’ «Statistiche» tab', () => {
  it('when the weeks load, then the period’s totals show, and each chart’s figures are in its table, a week with nothing as zero or «–»', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/trends' ? json({ weeks: WEEKS }) : undefined));
    renderWithClient(<TrendsTab />);

    expect(await screen.findByText('Pratiche ricevute')).toBeInTheDocument();
    const totals = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(totals).toEqual(['20', '6', '1.600,00\u00a0€', '488,00\u00a0€']);
    const success = screen.getByRole('figure', { name: 'Tasso di successo' });
    const rows = within(success).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['9 nov75 %', '16 nov–', '23 nov50 %']);
  });

  it('when the operator picks another period, then the weeks of that period are asked for', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/admin/trends' ? json({ weeks: WEEKS }) : undefined));
    renderWithClient(<TrendsTab />);
    await screen.findByText('Pratiche ricevute');

    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Ultimo anno');

    await vi.waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/api/admin/trends?weeks=52'))).toBe(true));
  });

  it('when the server refuses, then its Italian words show', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/trends' ? problem(503, 'Servizio non disponibile', 'Il database non risponde: riprova tra poco.') : undefined));
    renderWithClient(<TrendsTab />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Il database non risponde: riprova tra poco.');
  });
});
