import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StatusLookupPage from '@/app/status-lookup-page';
import { documentList, json, mockFetch, problem, renderWithClient } from './helpers';

const found = (status: string, extra: Record<string, unknown> = {}) => ({
  practiceNumber: '482913',
  status,
  lastUpdated: '2025-03-02T10:00:00.000Z',
  uploadToken: 'tok-123',
  ...extra,
});

async function search(email: string, number: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (number) await user.type(screen.getByLabelText('Numero di pratica'), number);
  await user.click(screen.getByRole('button', { name: /cerca pratica/i }));
}

describe('status lookup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses to search without both fields', async () => {
    const fetchSpy = mockFetch(() => undefined);
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '');
    expect(await screen.findByText('Campi obbligatori')).toBeInTheDocument();
    expect(screen.getByText('Inserisci email e numero di pratica')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the practice number to 6 digits', async () => {
    renderWithClient(<StatusLookupPage />);
    const input = screen.getByLabelText('Numero di pratica');
    await userEvent.type(input, '12a34567');
    expect(input).toHaveValue('123456');
  });

  it('says the claim was not found on a 404', async () => {
    mockFetch((url) => (url.pathname === '/api/practice-status' ? problem(404, 'Pratica non trovata', 'Pratica non trovata. Verifica email e numero di pratica.') : undefined));
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '482913');
    expect(await screen.findByText('Pratica non trovata. Verifica email e numero di pratica.')).toBeInTheDocument();
  });

  it('reports any other failure generically', async () => {
    mockFetch(() => problem(500, 'Errore interno', 'Boom'));
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '482913');
    expect(await screen.findByText('Errore nella ricerca della pratica')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'In attesa di verifica'],
    ['in_review', 'In fase di revisione'],
    ['approved', 'Approvata - Risarcimento confermato'],
    ['rejected', 'Non idonea al risarcimento'],
    ['archived', 'Stato sconosciuto'],
  ])('labels status %s as "%s"', async (status, label) => {
    const fetchSpy = mockFetch((url) => {
      if (url.pathname === '/api/practice-status') return json(found(status));
      if (url.pathname === '/api/documents/practice/482913') return json(documentList([]));
    });
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '482913');
    expect(await screen.findByText(label)).toBeInTheDocument();
    const lookupUrl = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(lookupUrl.searchParams)).toEqual({ email: 'mario@example.it', practiceNumber: '482913' });
  });

  it('shows only the status when approved, with the payment message and the way to the passenger area', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/practice-status') return json(found('approved'));
      if (url.pathname.startsWith('/api/documents/practice/')) return json(documentList([]));
    });
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '482913');
    expect(await screen.findByText(/ti contatteremo a breve per il pagamento/i)).toBeInTheDocument();
    expect(screen.getByText('2 marzo 2025')).toBeInTheDocument();
    expect(screen.queryByText(/Risarcimento stimato/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nota dal nostro team')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi all’area riservata per vedere tutta la storia della pratica' })).toHaveAttribute('href', '/area-riservata');
  });

  it('offers uploads with the returned token while pending, with a hint to upload', async () => {
    const fetchSpy = mockFetch((url) => {
      if (url.pathname === '/api/practice-status') return json(found('pending'));
      if (url.pathname === '/api/documents/practice/482913') return json(documentList(['carta_imbarco']));
    });
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '482913');
    expect(await screen.findByText(/Carica i documenti richiesti qui sotto/)).toBeInTheDocument();
    const block = screen.getByRole('heading', { name: 'Carica i tuoi documenti' }).closest('div')!;
    expect(within(block).getByLabelText('Tipo di documento')).toBeInTheDocument();
    expect(await within(block).findByText('Documenti già caricati (1)')).toBeInTheDocument();
    const documentsCall = fetchSpy.mock.calls.find(([input]) => String(input).startsWith('/api/documents/practice/'))!;
    expect((documentsCall[1]!.headers as Record<string, string>)['x-upload-token']).toBe('tok-123');
  });

  it('hides the upload block when the claim is rejected', async () => {
    const fetchSpy = mockFetch((url) => (url.pathname === '/api/practice-status' ? json(found('rejected')) : undefined));
    renderWithClient(<StatusLookupPage />);
    await search('mario@example.it', '482913');
    expect(await screen.findByText('Non idonea al risarcimento')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Carica i tuoi documenti' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tipo di documento')).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
