import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AirlineDetail, AirlineReportCard, AirlineView } from '@/features/admin-airlines/api/airlines';
import { AirlinesTab } from '@/features/admin-airlines/airlines-tab';
import { ReportCardTab } from '@/features/admin-airlines/report-card-tab';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const ryanair: AirlineView = {
  iataCode: 'FR', icaoCode: 'RYR', name: 'Ryanair', countryCode: 'IE', countryName: 'Irlanda', isEu: true, datasetIsEu: true, euOverride: null,
  claimsEmail: null, claimsWebFormUrl: null, pecAddress: null,
  paysDirectly: false, additionalClaimsEmails: [], version: 0, updatedAt: null, updatedBy: null,
};
const me = (role: 'admin' | 'operator') => json({ operator: { id: 'op-1', name: 'Anna', email: 'anna@rimborsovolo24.it', role }, csrfToken: 'csrf', twoFactor: { enabled: false } });

beforeEach(() => window.history.replaceState(null, '', '/admin?tab=compagnie'));
afterEach(() => vi.restoreAllMocks());

describe('«Compagnie aeree»', () => {
  it('when an admin opens a carrier and sets its claims e-mail, then only that change is sent at the version seen, and the history shows it', async () => {
    const edited: AirlineDetail = {
      airline: { ...ryanair, claimsEmail: 'reclami@esempio-vettore.it', version: 1, updatedBy: 'Anna' },
      history: [{ version: 1, at: '2026-11-24T08:00:00.000Z', actorName: 'Anna', changes: [{ field: 'claimsEmail', label: 'E-mail reclami', from: null, to: 'reclami@esempio-vettore.it' }] }],
    };
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return me('admin');
      if (url.pathname === '/api/admin/airlines') return json({ items: [ryanair], total: 1, page: 1, pageSize: 25 });
      if (url.pathname === '/api/admin/airlines/FR') return init?.method === 'PATCH' ? json(edited) : json({ airline: ryanair, history: [] });
      return undefined;
    });
    renderWithClient(<AirlinesTab />);

    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Ryanair');
    expect(row).toHaveTextContent('Comunitaria');
    await userEvent.click(await within(row).findByRole('button', { name: 'Modifica Ryanair' }));
    expect(await screen.findByText("Nessuna modifica: i dati sono quelli dell'elenco di partenza.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail reclami'), 'reclami@esempio-vettore.it');
    await userEvent.click(screen.getByRole('button', { name: 'Salva compagnia' }));

    expect(await screen.findByText(/reclami@esempio-vettore\.it$/, { selector: 'li *' })).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ claimsEmail: 'reclami@esempio-vettore.it' });
    expect(new Headers(patch[1]!.headers).get('if-match')).toBe('"0"');
  });

  it('when the server refuses the web form address, then the field says why in Italian', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return me('admin');
      if (url.pathname === '/api/admin/airlines') return json({ items: [ryanair], total: 1, page: 1, pageSize: 25 });
      if (url.pathname === '/api/admin/airlines/FR' && init?.method === 'PATCH')
        return json({ type: 'about:blank', title: 'Dati non validi', status: 400, detail: 'claimsWebFormUrl: Indirizzo del modulo web non valido', errors: [{ field: 'claimsWebFormUrl', message: 'Indirizzo del modulo web non valido: usa un indirizzo https://' }] }, 400);
      if (url.pathname === '/api/admin/airlines/FR') return json({ airline: ryanair, history: [] });
      return undefined;
    });
    window.history.replaceState(null, '', '/admin?tab=compagnie&compagnia=FR');
    renderWithClient(<AirlinesTab />);

    await userEvent.type(await screen.findByLabelText('Modulo web reclami'), 'http://esempio.it');
    await userEvent.click(screen.getByRole('button', { name: 'Salva compagnia' }));

    expect(await screen.findByText('Indirizzo del modulo web non valido: usa un indirizzo https://', { selector: '[role=alert]' })).toBeInTheDocument();
  });

  it('when an operator who is not admin opens a carrier, then its data are shown without a form; no carrier found says so', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/admin/me') return me('operator');
      if (url.pathname === '/api/admin/airlines') return json(url.searchParams.get('q') === 'zz' ? { items: [], total: 0, page: 1, pageSize: 25 } : { items: [ryanair], total: 1, page: 1, pageSize: 25 });
      if (url.pathname === '/api/admin/airlines/FR') return json({ airline: ryanair, history: [] });
      return undefined;
    });
    renderWithClient(<AirlinesTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'Apri Ryanair' }));
    expect(await screen.findByText('E-mail reclami')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva compagnia' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'zz{Enter}');
    expect(await screen.findByText('Nessuna compagnia trovata per «zz».')).toBeInTheDocument();
  });
});

describe('«Pagella compagnie»', () => {
  it('when carriers have figures, then rates are percentages, the median is in days, and «—» stands where there are no data', async () => {
    const card: AirlineReportCard = {
      rows: [
        { airlineCode: 'FR', airlineName: 'Ryanair', claimsSent: 4, replied: 3, medianDaysToAnswer: 4, acceptanceRate: 2 / 3, paymentRate: 0.5 },
        { airlineCode: 'EK', airlineName: 'Emirates', claimsSent: 1, replied: 0, medianDaysToAnswer: null, acceptanceRate: null, paymentRate: null },
      ],
    };
    mockFetch((url) => (url.pathname === '/api/admin/airlines/report-card' ? json(card) : undefined));
    renderWithClient(<ReportCardTab />);

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent(/Ryanair\s*FR\s*434 giorni67\s*%50\s*%/);
    expect(within(rows[1]!).getAllByText('—')).toHaveLength(3);
  });

  it('when the report card cannot be read, then the page says why', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/airlines/report-card' ? problem(403, 'Permesso negato', 'Questa operazione è riservata agli amministratori.') : undefined));
    renderWithClient(<ReportCardTab />);

    expect(await screen.findByText('Questa operazione è riservata agli amministratori.')).toBeInTheDocument();
  });
});
