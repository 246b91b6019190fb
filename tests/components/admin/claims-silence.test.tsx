import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaim, ClaimList } from '@/features/admin-claims/api/claims';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const claim = (id: number, adminStatus: string, silentDays: number | null) =>
  ({
    id, version: 1, practiceNumber: String(480000 + id), passengerName: `Passeggero ${id}`, email: `p${id}@example.it`, phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
    departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK', compensationAmount: null, adminStatus,
    createdAt: '2026-11-20T09:00:00Z', lastVisibleAt: null, silentDays,
  }) as unknown as AdminClaim;

const page = (items: AdminClaim[]): ClaimList => ({ items, total: items.length, totalIsLowerBound: false, page: 1, pageSize: 25, silenceDays: 7 });

beforeEach(() => window.history.replaceState(null, '', '/admin'));
afterEach(() => vi.restoreAllMocks());

describe('the claim list’s silence', () => {
  it('when claims have been silent, then each row says «silenzio da N giorni», highlighted from SILENCE_DAYS on, closed claims say so, and «Fai da te» ones too', async () => {
    const onTheirOwn = { ...claim(5, 'pending', null), doItYourselfSince: '2026-11-21T09:00:00Z' } as AdminClaim;
    mockFetch((url) => (url.pathname === '/api/admin/flight-checks' ? json(page([claim(1, 'pending', 3), claim(2, 'under_review', 9), claim(3, 'completed', null), claim(4, 'pending', 1), onTheirOwn])) : undefined));
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Silenzio' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('silenzio da 3 giorni');
    expect(rows[0]).not.toHaveTextContent('attende notizie');
    expect(rows[1]).toHaveTextContent('silenzio da 9 giorni (il passeggero attende notizie)');
    expect(rows[2]).toHaveTextContent('Chiusa');
    expect(rows[3]).toHaveTextContent('silenzio da 1 giorno');
    // The passenger claims on their own: no silence of ours, and not closed either.
    expect(rows[4]).toHaveTextContent('Fai da te');
    expect(rows[4]).not.toHaveTextContent('Chiusa');
  });

  it('when the operator picks the longest silence first with the keyboard, then the list is asked sorted by silence and the URL keeps it', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/admin/flight-checks' ? json(page(url.searchParams.get('sort') === 'silence' ? [claim(2, 'pending', 9), claim(1, 'pending', 3)] : [claim(1, 'pending', 3), claim(2, 'pending', 9)])) : undefined));
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Pratica' })).toHaveAttribute('aria-sort', 'descending');

    const order = screen.getByRole('combobox', { name: 'Ordina le pratiche' });
    order.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(order, 'Silenzio più lungo prima');

    await vi.waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('silenzio da 9 giorni'));
    expect(fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').searchParams.get('sort') === 'silence')).toBe(true);
    expect(window.location.search).toBe('?ordine=silenzio');
    expect(screen.getByRole('columnheader', { name: 'Silenzio' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Pratica' })).not.toHaveAttribute('aria-sort');
  });
});
