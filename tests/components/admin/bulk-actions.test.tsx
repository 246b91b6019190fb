import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaim, ClaimList } from '@/features/admin-claims/api/claims';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const claim = (id: number, version: number) =>
  ({
    id, version, practiceNumber: String(480000 + id), passengerName: `Passeggero ${id}`, email: `p${id}@example.it`, phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
    departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK', compensationAmount: null, adminStatus: 'pending',
    createdAt: '2026-11-20T09:00:00Z', lastVisibleAt: null, silentDays: 1,
  }) as unknown as AdminClaim;

const OPERATORS = [
  { id: '0b6c1a52-3f7e-4a55-9d1e-2b7c8e9f0a11', name: 'Giulia Verdi' },
  { id: '0b6c1a52-3f7e-4a55-9d1e-2b7c8e9f0a12', name: 'Marco Neri' },
];

const page = (items: AdminClaim[]): ClaimList => ({ items, total: items.length, totalIsLowerBound: false, page: 1, pageSize: 25, silenceDays: 7 });

beforeEach(() => window.history.replaceState(null, '', '/admin'));
afterEach(() => vi.restoreAllMocks());

describe('bulk actions in the claim list', () => {
  it('when the operator selects the page and assigns it, then the operator is picked from the active ones and after confirming the server gets each claim at the version seen, the summary names the conflicts with links and the list is asked again', async () => {
    const bodies: unknown[] = [];
    let listCalls = 0;
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-checks') {
        listCalls++;
        return json(page([claim(1, 3), claim(2, 5), claim(3, 2)]));
      }
      if (url.pathname === '/api/admin/operators/active') return json({ operators: OPERATORS });
      if (url.pathname === '/api/admin/flight-checks/bulk' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return json({ succeeded: [{ id: 1, practiceNumber: '480001' }, { id: 3, practiceNumber: '480003' }], conflicted: [{ id: 2, practiceNumber: '480002', reason: 'La pratica è stata modificata da qualcun altro' }], failed: [] });
      }
      return undefined;
    });
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Azioni sulle pratiche selezionate' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleziona tutte le pratiche della pagina' }));
    const bar = screen.getByRole('region', { name: 'Azioni sulle pratiche selezionate' });
    expect(bar).toHaveTextContent('3 pratiche selezionate');
    await userEvent.click(within(bar).getByRole('button', { name: 'Assegna a…' }));
    const picker = await within(bar).findByRole('combobox', { name: 'Operatore' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Scegli un operatore', 'Giulia Verdi', 'Marco Neri']);
    expect(within(bar).getByRole('button', { name: 'Continua' })).toBeDisabled();
    await userEvent.selectOptions(picker, 'Marco Neri');
    await userEvent.click(within(bar).getByRole('button', { name: 'Continua' }));
    expect(bodies).toEqual([]);
    const confirm = within(bar).getByRole('alertdialog', { name: 'Conferma azione' });
    expect(confirm).toHaveTextContent('Vuoi davvero assegnare a «Marco Neri» 3 pratiche?');
    const callsBefore = listCalls;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Conferma' }));

    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('2 aggiornate, 1 in conflitto');
    expect(within(summary).getByRole('link', { name: '#480002' })).toHaveAttribute('href', '/admin/practice/2');
    expect(bodies).toEqual([{ action: 'assign', operatorId: OPERATORS[1]!.id, claims: [{ id: 1, version: 3 }, { id: 2, version: 5 }, { id: 3, version: 2 }] }]);
    await vi.waitFor(() => expect(listCalls).toBeGreaterThan(callsBefore));
    expect(screen.getByRole('checkbox', { name: 'Seleziona la pratica #480001' })).not.toBeChecked();
  });

  it('when the operator picks one claim and a template, then only active templates are offered and the e-mail is sent after confirming', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-checks') return json(page([claim(1, 3), claim(2, 5)]));
      if (url.pathname === '/api/email-templates')
        return json([
          { id: '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e04', name: 'Promemoria documenti', isActive: true },
          { id: '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e06', name: 'Vecchio modello', isActive: false },
        ]);
      if (url.pathname === '/api/admin/flight-checks/bulk') {
        bodies.push(JSON.parse(String(init!.body)));
        return json({ succeeded: [{ id: 2, practiceNumber: '480002' }], conflicted: [], failed: [] });
      }
      return undefined;
    });
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la pratica #480002' }));
    const bar = screen.getByRole('region', { name: 'Azioni sulle pratiche selezionate' });
    expect(bar).toHaveTextContent('1 pratica selezionata');
    await userEvent.click(within(bar).getByRole('button', { name: 'Invia email da modello…' }));
    const select = await within(bar).findByRole('combobox', { name: 'Modello' });
    expect(within(select).queryByRole('option', { name: 'Vecchio modello' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Promemoria documenti');
    await userEvent.click(within(bar).getByRole('button', { name: 'Continua' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('status')).toHaveTextContent('1 aggiornata');
    expect(bodies).toEqual([{ action: 'send_template', templateId: '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e04', claims: [{ id: 2, version: 5 }] }]);
  });
});
