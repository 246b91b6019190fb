import type { ClaimMandates } from '@contracts/mandates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MandatesPanel } from '@/features/admin-claims/claim-actions/mandates-panel';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const MANDATES: ClaimMandates = {
  claimId: 7,
  practiceNumber: '482913',
  values: {
    flightNumber: 'AZ610',
    flightDate: '03/10/2026',
    departureAirport: 'Roma Fiumicino (FCO)',
    arrivalAirport: 'New York JFK (JFK)',
    practiceNumber: '482913',
    companyName: 'Voli Giusti S.r.l.',
    companyAddress: 'Via Roma 1, Milano',
    companyVatNumber: 'IT01234567890',
  },
  passengers: [
    { passengerId: 1, fullName: 'Maria Rossi', minor: false, estimate: null, signed: null, signing: 'here' },
    { passengerId: 2, fullName: 'Paolo Bianchi', minor: false, estimate: null, signed: null, signing: 'own_link' },
    { passengerId: 3, fullName: 'Anna Verdi', minor: false, estimate: null, signed: null, signing: 'needs_email' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the claim’s mandates for operators', () => {
  it('when an adult co-passenger has not signed, then they read «Mandato non firmato» and «Reinvia link» asks for a new link for them alone; one without an address is flagged', async () => {
    const fetch = mockFetch((url) => (url.pathname.startsWith('/api/admin/flight-checks/7/mandates') ? json(MANDATES, url.pathname.endsWith('/signing-link') ? 202 : 200) : undefined));
    renderWithClient(<MandatesPanel claimId={7} />);

    expect(await screen.findAllByText('Mandato non firmato')).toHaveLength(3);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reinvia link' }));

    expect(await screen.findByRole('button', { name: 'Nuovo link inviato' })).toBeDisabled();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/flight-checks/7/mandates/2/signing-link') && init?.method === 'POST')).toBe(true);
    expect(screen.getByText(/Maggiorenne senza indirizzo e-mail/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Reinvia link' })).toHaveLength(0);
  });
});
