import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import DocumentUploadPage from '@/features/document-upload/document-upload-page';
import { documentList, json, mockFetch, problem, renderWithClient } from './helpers';

const CLAIM = {
  id: 7,
  practiceNumber: '482913',
  passengerName: 'Mario Rossi',
  flightIata: 'AZ610',
  flightNumber: '610',
  flightDate: '2025-03-01',
  departureAirport: 'Roma Fiumicino (FCO)',
  arrivalAirport: 'New York JFK (JFK)',
  status: 'pending',
};

function open(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithClient(<Route path="/carica-documenti/:practiceNumber" component={DocumentUploadPage} />);
}

const header = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['x-upload-token'];

describe('document upload page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('refuses a practice number that is not a number', () => {
    const fetchSpy = mockFetch(() => undefined);
    open('/carica-documenti/abc12?t=tok');
    expect(screen.getByRole('heading', { name: 'Numero pratica non valido' })).toBeInTheDocument();
    expect(screen.getByText('Il link che hai usato non è valido o è scaduto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('without a token asks for the e-mail, exchanges it and puts the token in the address', async () => {
    const fetchSpy = mockFetch((url, init) => {
      if (url.pathname === '/api/documents/access-token') return json({ uploadToken: 'fresh-token' });
      if (url.pathname === '/api/flight-checks/practice/482913' && header(init) === 'fresh-token') return json(CLAIM);
      if (url.pathname === '/api/documents/practice/482913') return json(documentList([]));
    });
    open('/carica-documenti/482913');
    const email = screen.getByLabelText('Email della richiesta');
    await userEvent.type(email, 'mario@example.it');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi al caricamento' }));

    expect(await screen.findByRole('heading', { name: 'Dettagli del volo' })).toBeInTheDocument();
    const accessCall = fetchSpy.mock.calls.find(([input]) => String(input) === '/api/documents/access-token')!;
    expect(JSON.parse(String(accessCall[1]!.body))).toEqual({ email: 'mario@example.it', practiceNumber: '482913' });
    expect(new URLSearchParams(window.location.search).get('t')).toBe('fresh-token');
  });

  it('with a refused token (403) asks for the e-mail again', async () => {
    mockFetch((url) => (url.pathname === '/api/flight-checks/practice/482913' ? problem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.') : undefined));
    open('/carica-documenti/482913?t=old');
    expect(await screen.findByLabelText('Email della richiesta')).toBeInTheDocument();
    expect(screen.getByText(/Il link che hai usato non è valido o è scaduto/)).toBeInTheDocument();
  });

  it('says when the practice does not exist', async () => {
    mockFetch((url) => (url.pathname === '/api/flight-checks/practice/482913' ? problem(404, 'Pratica non trovata', 'x') : undefined));
    open('/carica-documenti/482913?t=tok');
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pratica non trovata' })).toBeInTheDocument();
    expect(screen.getByText('La pratica #482913 non è stata trovata nel nostro sistema.')).toBeInTheDocument();
  });

  it('shows the practice, the passenger and the flight details, and asks for documents while insufficient', async () => {
    mockFetch((url, init) => {
      if (header(init) !== 'tok') return problem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');
      if (url.pathname === '/api/flight-checks/practice/482913') return json(CLAIM);
      if (url.pathname === '/api/documents/practice/482913') return json(documentList(['carta_imbarco']));
    });
    open('/carica-documenti/482913?t=tok');
    expect(await screen.findByRole('heading', { name: 'Carica i tuoi Documenti' })).toBeInTheDocument();
    expect(screen.getAllByText('Pratica #482913').length).toBeGreaterThan(0);
    expect(screen.getByText(/Mario Rossi/)).toBeInTheDocument();
    expect(screen.getByText('AZ610')).toBeInTheDocument();
    expect(screen.getByText('1 marzo 2025')).toBeInTheDocument();
    expect(screen.getByText('Roma Fiumicino (FCO)')).toBeInTheDocument();
    expect(screen.getByText('New York JFK (JFK)')).toBeInTheDocument();
    expect(await screen.findByText('Documenti già caricati (1)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documenti mancanti' })).toBeInTheDocument();
    expect(screen.getByText("Carica almeno carta d'imbarco e documento d'identità")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Completa il caricamento/ })).not.toBeInTheDocument();
    expect(screen.getByText('Documento che prova il tuo tentativo di volo')).toBeInTheDocument();
    expect(screen.getByText('Per verificare la tua identità')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cosa succede dopo?' })).toBeInTheDocument();
  });

  it('falls back to the flight number, then N/A', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/flight-checks/practice/482913') return json({ ...CLAIM, flightIata: null, flightNumber: null });
      if (url.pathname === '/api/documents/practice/482913') return json(documentList([]));
    });
    open('/carica-documenti/482913?t=tok');
    expect(await screen.findByRole('heading', { name: 'Dettagli del volo' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('when sufficient offers "Completa il caricamento", confirms and goes home after 2 seconds', async () => {
    const fetchSpy = mockFetch((url) => {
      if (url.pathname === '/api/flight-checks/practice/482913') return json(CLAIM);
      if (url.pathname === '/api/documents/practice/482913') return json(documentList(['carta_imbarco', 'documento_identita']));
      if (url.pathname === '/api/documents/practice/482913/complete') return json(documentList(['carta_imbarco', 'documento_identita']));
    });
    open('/carica-documenti/482913?t=tok');
    expect(await screen.findByRole('heading', { name: 'Documenti sufficienti' })).toBeInTheDocument();
    expect(screen.getByText('Hai caricato tutti i documenti necessari per procedere')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: /Completa il caricamento/ }));
    expect(await screen.findByText('Documenti caricati con successo!')).toBeInTheDocument();
    expect(screen.getByText('Il nostro team analizzerà i tuoi documenti entro 24-48 ore.')).toBeInTheDocument();
    const completeCall = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/complete'))!;
    expect(completeCall[1]!.method).toBe('POST');
    expect(header(completeCall[1])).toBe('tok');

    expect(window.location.pathname).toBe('/carica-documenti/482913');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

});
