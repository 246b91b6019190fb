import type { EInvoiceView } from '@contracts/invoicing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElectronicInvoices } from '@/features/admin-payments/e-invoices';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const document = (overrides: Partial<EInvoiceView>): EInvoiceView => ({
  passengerId: 1,
  number: '2026/0001',
  documentType: 'TD01',
  invoiceNumber: '2026/0001',
  issuedOn: '2026-11-20',
  totalCents: 12_200,
  fileName: 'IT01234567890_0RTN1.xml',
  sdiState: 'transmitted',
  receipt: null,
  errorCodes: [],
  correctedBy: null,
  replaces: null,
  corrects: null,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('the claim page’s electronic invoices', () => {
  it('when the invoices are sent, delivered and rejected, then each shows its SdI state and a link to its XML', async () => {
    mockFetch((url) =>
      url.pathname === '/api/admin/flight-checks/7/e-invoices'
        ? json({
            documents: [
              document({}),
              document({ passengerId: 2, number: '2026/0002', sdiState: 'delivered', receipt: 'RC' }),
              document({ passengerId: 3, number: '2026/0003', sdiState: 'rejected', receipt: 'NS', errorCodes: ['00311'] }),
            ],
          })
        : undefined,
    );
    renderWithClient(<ElectronicInvoices claimId={7} />);

    expect(await screen.findByText('Inviata allo SdI')).toBeInTheDocument();
    expect(screen.getByText('Consegnata')).toBeInTheDocument();
    expect(screen.getByText('Scartata: codici 00311')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fattura n. 2026/0001 (XML)' })).toHaveAttribute('href', '/api/admin/flight-checks/7/invoices/2026%2F0001/fatturapa.xml');
    expect(screen.getAllByRole('button', { name: 'Emetti nota di credito e nuova fattura' })).toHaveLength(1);
  });

  it('when the operator corrects the customer of a rejected invoice, then the corrected data are posted and the new numbers shown', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-checks/7/e-invoices') return json({ documents: [document({ sdiState: 'rejected', receipt: 'NS', errorCodes: ['00311'] })] });
      if (url.pathname === '/api/admin/flight-checks/7/invoices/2026%2F0001/correction' && init?.method === 'POST') return json({ creditNote: '2026/0009', invoice: '2026/0010' }, 201);
    });
    renderWithClient(<ElectronicInvoices claimId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Emetti nota di credito e nuova fattura' }));
    const form = screen.getByRole('form', { name: 'Correggi la fattura n. 2026/0001' });
    await userEvent.type(within(form).getByLabelText('Nome e cognome'), 'Maria Rossi');
    await userEvent.type(within(form).getByLabelText('Codice fiscale'), 'RSSMRA85M41H501U');
    await userEvent.type(within(form).getByLabelText('Indirizzo di residenza'), 'Via Nazionale 10');
    await userEvent.type(within(form).getByLabelText('CAP'), '00184');
    await userEvent.type(within(form).getByLabelText('Comune'), 'Roma');
    await userEvent.type(within(form).getByLabelText(/Provincia/), 'rm');
    await userEvent.click(within(form).getByRole('button', { name: 'Emetti nota di credito e nuova fattura' }));

    expect(await screen.findByText(/Emesse la nota di credito n. 2026\/0009 e la fattura n. 2026\/0010/)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      customer: { fullName: 'Maria Rossi', codiceFiscale: 'RSSMRA85M41H501U', address: { street: 'Via Nazionale 10', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' } },
    });
  });
});
