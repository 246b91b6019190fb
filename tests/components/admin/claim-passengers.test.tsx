import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaim, ClaimList } from '@/features/admin-claims/api/claims';
import { PassengersPanel } from '@/features/admin-claims/claim-detail/passengers-panel';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const family = [
  { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1980-05-12', email: 'maria.rossi@example.it' },
  { passengerId: 2, fullName: 'Luca Bianchi', dateOfBirth: '1978-01-30', email: null },
  { passengerId: 3, fullName: 'Sofia Bianchi', dateOfBirth: '2015-09-02', email: null },
];

// «minorenne» is judged on today in Italy: a fixed day keeps the child born in 2015 a minor.
beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a claim’s passengers in the operators’ area', () => {
  it('when a booking of three has a compensation of 600 €, then each passenger shows 600 €, fee 183 € and net 417 €, the child is «minorenne» and the booking totals 1.800 €, 549 €, 1.251 €', () => {
    render(<PassengersPanel claim={{ passengers: family, bookingReference: 'X7K2QL', compensationAmount: 600, estimatedCompensation: 400 }} />);

    expect(screen.getByText('X7K2QL')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // 25 % of 600 € is 150 €, IVA 22 % of that 33 €: fee 183 €, net 417 €.
    expect(rows[1]).toHaveTextContent(/Maria Rossi.*maria\.rossi@example\.it.*600,00\s€.*183,00\s€.*417,00\s€/);
    expect(within(rows[1]!).queryByText('minorenne')).not.toBeInTheDocument();
    expect(within(rows[3]!).getByText('minorenne')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Non fornita');
    expect(rows[4]).toHaveTextContent(/Totale prenotazione.*1\.800,00\s€.*549,00\s€.*1\.251,00\s€/);
    expect(screen.getByText(/compensazione indicata nella pratica/)).toBeInTheDocument();
  });

  it('when an infant travelled free, then their row says no compensation is due and the booking totals count the two others only', () => {
    const withInfant = [...family.slice(0, 2), { passengerId: 3, fullName: 'Leo Bianchi', dateOfBirth: '2025-12-01', email: null, travelledFree: true }];
    render(<PassengersPanel claim={{ passengers: withInfant, bookingReference: null, compensationAmount: 600, estimatedCompensation: null }} />);

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[3]).toHaveTextContent('Leo Bianchi');
    expect(rows[3]).toHaveTextContent('Viaggiava gratis (sotto i 2 anni): nessuna compensazione');
    expect(rows[3]).not.toHaveTextContent('600,00');
    expect(rows[4]).toHaveTextContent(/Totale prenotazione.*1\.200,00\s€.*366,00\s€.*834,00\s€/);
  });

  it('when no compensation is set, then the estimate is used and said so; with neither, every amount is «Da definire»', () => {
    const { rerender } = render(<PassengersPanel claim={{ passengers: family.slice(0, 2), bookingReference: null, compensationAmount: null, estimatedCompensation: 250 }} />);
    expect(screen.getByText('Non fornito')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[3]).toHaveTextContent(/Totale prenotazione.*500,00\s€.*152,50\s€.*347,50\s€/);
    expect(screen.getByText(/compensazione stimata/)).toBeInTheDocument();

    rerender(<PassengersPanel claim={{ passengers: family.slice(0, 1), bookingReference: null, compensationAmount: null, estimatedCompensation: null }} />);
    expect(screen.getAllByText('Da definire')).toHaveLength(6);
  });

  it('when a claim of the list has three passengers, then «3 passeggeri» is shown next to the name; one passenger shows no count', async () => {
    const claim = (id: number, passengers: typeof family) =>
      ({
        id, version: 1, practiceNumber: String(480000 + id), passengerName: passengers[0]!.fullName, email: 'maria.rossi@example.it', phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
        departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK', compensationAmount: null, adminStatus: 'pending',
        createdAt: '2026-11-20T09:00:00Z', lastVisibleAt: null, silentDays: 1, passengers, bookingReference: null,
      }) as unknown as AdminClaim;
    const page: ClaimList = { items: [claim(1, family), claim(2, family.slice(1, 2))], total: 2, totalIsLowerBound: false, page: 1, pageSize: 25, silenceDays: 7 };
    mockFetch((url) => (url.pathname === '/api/admin/flight-checks' ? json(page) : undefined));
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('3 passeggeri')).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent('passeggeri');
  });
});
