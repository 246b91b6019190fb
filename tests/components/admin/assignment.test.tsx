import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaim, ClaimList } from '@/features/admin-claims/api/claims';
import { StatusPanel } from '@/features/admin-claims/claim-actions/status-panel';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const GIULIA = { id: '0b6c1a52-3f7e-4a55-9d1e-2b7c8e9f0a11', name: 'Giulia Verdi' };
const MARCO = { id: '0b6c1a52-3f7e-4a55-9d1e-2b7c8e9f0a12', name: 'Marco Neri' };

const claim = (id: number, fields: Partial<AdminClaim> = {}) =>
  ({
    id, version: 1, practiceNumber: String(480000 + id), passengerName: `Passeggero ${id}`, email: `p${id}@example.it`, phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
    departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK', compensationAmount: null, estimatedCompensation: null, actualCompensation: null,
    adminStatus: 'pending', priority: 'normal', adminNotes: null, assignedTo: null, assignedOperatorId: null, createdAt: '2026-11-20T09:00:00Z', lastVisibleAt: null, silentDays: 1, nextDeadline: null,
    ...fields,
  }) as unknown as AdminClaim;

const page = (items: AdminClaim[]): ClaimList => ({ items, total: items.length, totalIsLowerBound: false, page: 1, pageSize: 25, silenceDays: 7 });

beforeEach(() => window.history.replaceState(null, '', '/admin'));
afterEach(() => vi.restoreAllMocks());

describe('the assignment picker on the claim page', () => {
  it('when the operator picks a colleague from the active operators, then the claim is assigned by id and the choice cannot be typed', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/operators/active') return json({ operators: [GIULIA, MARCO] });
      if (url.pathname === '/api/admin/flight-checks/1/assign' && init?.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return json(claim(1, { assignedTo: MARCO.name, assignedOperatorId: MARCO.id, version: 2 }));
      }
      return undefined;
    });
    renderWithClient(<StatusPanel claim={claim(1, { assignedTo: GIULIA.name, assignedOperatorId: GIULIA.id })} />);

    const picker = await screen.findByRole('combobox', { name: 'Operatore assegnato' });
    expect(picker).toHaveValue(GIULIA.id);
    expect(screen.queryByRole('textbox', { name: 'Operatore assegnato' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assegna' })).toBeDisabled();
    await userEvent.selectOptions(picker, 'Marco Neri');
    await userEvent.click(screen.getByRole('button', { name: 'Assegna' }));

    await vi.waitFor(() => expect(bodies).toEqual([{ operatorId: MARCO.id }]));
  });

  it('when the claim was assigned by name to someone no longer active, then the picker says so instead of choosing someone else', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/operators/active' ? json({ operators: [GIULIA, MARCO] }) : undefined));
    renderWithClient(<StatusPanel claim={claim(1, { assignedTo: 'Luca Ferri' })} />);

    const picker = await screen.findByRole('combobox', { name: 'Operatore assegnato' });
    expect(picker).toHaveValue('');
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('Luca Ferri (non più attivo)');
  });

  it('when the operators cannot be loaded, then the panel says so in Italian', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/operators/active' ? json({ title: 'Errore', detail: 'Servizio non disponibile' }, 503) : undefined));
    renderWithClient(<StatusPanel claim={claim(1)} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare gli operatori');
  });
});

describe('the claim list’s assignment columns and «Le mie pratiche»', () => {
  it('when rows have an assignee, a deadline and money, then each shows them, labelled as obtained or estimate', async () => {
    const rows = [
      claim(1, { assignedTo: GIULIA.name, assignedOperatorId: GIULIA.id, nextDeadline: { dueOn: '2099-01-15', label: 'Reclamo ENAC' }, actualCompensation: 600, estimatedCompensation: 600 }),
      claim(2, { estimatedCompensation: 400 }),
      claim(3, { nextDeadline: { dueOn: '2020-01-15', label: 'Verifica prescrizione' } }),
    ];
    mockFetch((url) => (url.pathname === '/api/admin/flight-checks' ? json(page(rows)) : undefined));
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);

    const table = await screen.findByRole('table');
    for (const heading of ['Assegnata a', 'Prossima scadenza', 'Importo']) expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument();
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Giulia Verdi');
    expect(first).toHaveTextContent('15 gen 2099');
    expect(first).toHaveTextContent('Reclamo ENAC');
    expect(first).toHaveTextContent(/ottenuti 600\s€/);
    expect(first).not.toHaveTextContent('stima');
    expect(second).toHaveTextContent('Non assegnata');
    expect(second).toHaveTextContent(/stima 400\s€/);
    expect(second).toHaveTextContent('Nessuna');
    expect(third).toHaveTextContent('(scaduta)');
  });

  it('when the operator presses «Le mie pratiche», then the list is asked for their claims, the button shows it is on and the URL keeps it', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname !== '/api/admin/flight-checks') return undefined;
      asked.push(url.searchParams.get('assignee') ?? '');
      return json(page(url.searchParams.get('assignee') === 'me' ? [] : [claim(1)]));
    });
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);
    await screen.findByRole('table');

    const mine = screen.getByRole('button', { name: 'Le mie pratiche' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    mine.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Non hai pratiche assegnate con questi filtri.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Le mie pratiche' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toContain('me');
    expect(window.location.search).toContain('mie=1');
  });
});
