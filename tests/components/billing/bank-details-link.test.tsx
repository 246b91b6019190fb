import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import BankDetailsLinkPage from '@/features/passenger-area/bank-details-link-page';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

function open(search: string) {
  window.history.replaceState(null, '', `/coordinate-bancarie/482913${search}`);
  return renderWithClient(<Route path="/coordinate-bancarie/:practiceNumber" component={BankDetailsLinkPage} />);
}

afterEach(() => vi.restoreAllMocks());

describe('the e-mailed bank-details link', () => {
  it('when the link is valid, then the passenger gives their IBAN, holder, codice fiscale and address without signing in, sees the account masked, and is told the link is used up', async () => {
    let ibanMasked: string | null = null;
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== '/api/bank-details' || url.searchParams.get('t') !== 'tok.en') return undefined;
      if (init?.method === 'PUT') ibanMasked = 'IT60 **** **** 3456';
      return json({ practiceNumber: '482913', ibanMasked, passengers: [{ passengerId: 1, state: 'awaiting_payment', paidOn: null }] });
    });
    open('?t=tok.en');
    expect(await screen.findByText('482913')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'IT60 X054 2811 1010 0000 0123 456');
    await userEvent.type(screen.getByLabelText(/Intestatario/), 'Maria Rossi');
    await userEvent.type(screen.getByLabelText(/^Codice fiscale/), 'RSSMRA80D42H501J');
    await userEvent.type(screen.getByLabelText(/^Via e numero civico/), 'Via Roma 1');
    await userEvent.type(screen.getByLabelText(/^CAP/), '00184');
    await userEvent.type(screen.getByLabelText(/^Comune/), 'Roma');
    await userEvent.type(screen.getByLabelText(/^Provincia/), 'RM');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le coordinate' }));
    expect(await screen.findByText('IT60 **** **** 3456')).toBeInTheDocument();
    expect(screen.getByText(/Il link vale una volta sola/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva le coordinate' })).toBeNull();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      iban: 'IT60X0542811101000000123456',
      accountHolder: 'Maria Rossi',
      codiceFiscale: 'RSSMRA80D42H501J',
      address: { street: 'Via Roma 1', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' },
    });
  });

  it('when the link is expired or forged, then the page says so and points to the area', async () => {
    mockFetch((url) => (url.pathname === '/api/bank-details' ? problem(403, 'Link non valido', 'Il link per le coordinate bancarie non è valido o è scaduto.') : undefined));
    open('?t=scaduto');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link per le coordinate bancarie non è valido o è scaduto.');
    expect(screen.getByRole('link', { name: 'area riservata' })).toHaveAttribute('href', '/area-riservata');
  });

  it('when the link has no token, then nothing is asked of the server', async () => {
    const fetch = mockFetch(() => undefined);
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link è incompleto');
    expect(fetch).not.toHaveBeenCalled();
  });
});
