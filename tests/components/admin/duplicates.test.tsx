import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaim, ClaimList } from '@/features/admin-claims/api/claims';
import { DuplicatesPanel } from '@/features/admin-claims/claim-actions/duplicates-panel';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const claim = (id: number, overrides: Partial<AdminClaim> = {}) =>
  ({
    id, version: 1, practiceNumber: String(480000 + id), passengerName: `Passeggero ${id}`, email: `p${id}@example.it`, phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
    departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK', compensationAmount: null, adminStatus: 'pending',
    createdAt: '2026-11-20T09:00:00Z', lastVisibleAt: null, silentDays: 1, passengers: [], ...overrides,
  }) as unknown as AdminClaim;

const other = { claimId: 7, practiceNumber: '480007', passengerName: 'José Rossi', email: 'jose@example.it', flightNumber: 'AZ610', flightDate: '2026-10-03', adminStatus: 'pending', createdAt: '2026-11-19T09:00:00Z' };

beforeEach(() => window.history.replaceState(null, '', '/admin'));
afterEach(() => vi.restoreAllMocks());

describe('possible duplicates', () => {
  it('when a row of the list is flagged, then it shows «possibile doppione»; the others do not', async () => {
    const page: ClaimList = { items: [claim(1, { possibleDuplicate: true }), claim(2, { possibleDuplicate: false })], total: 2, totalIsLowerBound: false, page: 1, pageSize: 25, silenceDays: 7 };
    mockFetch((url) => (url.pathname === '/api/admin/flight-checks' ? json(page) : undefined));
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);

    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('possibile doppione');
    expect(rows[1]).not.toHaveTextContent('possibile doppione');
  });

  it('when the claim is flagged, then the page links to the other claim; «Non è un doppione» dismisses the pair', async () => {
    let dismissed = false;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-checks/1/duplicates') return json({ items: dismissed ? [] : [other] });
      if (url.pathname === '/api/admin/flight-checks/1/duplicates/7/dismiss' && init?.method === 'POST') {
        dismissed = true;
        return json(claim(1, { version: 2 }));
      }
      return undefined;
    });
    renderWithClient(<DuplicatesPanel claim={claim(1)} />);

    expect(await screen.findByRole('heading', { name: 'Possibile doppione' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pratica #480007' })).toHaveAttribute('href', '/admin/practice/7');
    await userEvent.click(screen.getByRole('button', { name: 'Non è un doppione' }));

    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Possibile doppione' })).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([input, init]) => String(input).endsWith('/duplicates/7/dismiss') && init?.method === 'POST')).toBe(true);
  });

  it('when the operator closes the claim as a duplicate, then a confirmation names the note for the passenger and the merge is sent; a refusal is shown in Italian', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-checks/1/duplicates') return json({ items: [other] });
      if (url.pathname === '/api/admin/flight-checks/1/duplicates/7/merge' && init?.method === 'POST') return problem(409, 'Pratica già unita', 'La pratica è già stata chiusa come duplicata');
      return undefined;
    });
    renderWithClient(<DuplicatesPanel claim={claim(1)} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Chiudi come duplicata' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.getByRole('dialog'));
    expect(dialog).toHaveTextContent('«Pratica duplicata della n. 480007»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi come duplicata' }));

    expect(await screen.findByText('La pratica è già stata chiusa come duplicata')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input, init]) => String(input).endsWith('/duplicates/7/merge') && init?.method === 'POST')).toBe(true);
  });

  it('when no claim is flagged, then the page shows nothing of it', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/admin/flight-checks/1/duplicates' ? json({ items: [] }) : undefined));
    renderWithClient(<DuplicatesPanel claim={claim(1)} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText('Controllo dei possibili doppioni...')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Possibile doppione' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chiudi come duplicata' })).not.toBeInTheDocument();
  });
});
