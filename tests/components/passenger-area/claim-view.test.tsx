import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import PassengerAreaPage from '@/features/passenger-area/passenger-area-page';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';
import { ME, STORY } from './fixtures';

function open() {
  window.history.replaceState(null, '', '/area-riservata');
  return renderWithClient(<Route path="/area-riservata" component={PassengerAreaPage} />);
}

const headerOf = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string> | undefined)?.[name];

/** A signed-in passenger: me, the claims' stories and the preferences answered; `extra` first. */
function signedIn(extra: (url: URL, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  return mockFetch((url, init) => {
    const answered = extra(url, init);
    if (answered) return answered;
    if (url.pathname === '/api/passenger/me') return json(ME);
    if (url.pathname === '/api/passenger/claims/7') return json(STORY);
    if (url.pathname === '/api/passenger/claims/9') return json({ ...STORY, summary: ME.claims[1], passengerNote: null, nextStep: { who: 'passenger', text: 'Carica la carta d’imbarco e un documento d’identità.' }, timeline: [STORY.timeline[0]], documents: [] });
    if (url.pathname === '/api/passenger/preferences') return json({ preference: 'every_step' });
  });
}

describe('the passenger area with a session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when signed in, then the address, every claim and the first claim’s story are shown', async () => {
    signedIn();
    open();
    expect(await screen.findByText('maria.rossi@example.it')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Le tue pratiche' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /Pratica #482913/ })).toHaveAttribute('aria-pressed', 'true');

    const summary = (await screen.findByRole('heading', { name: '#482913' })).closest<HTMLElement>('[aria-labelledby="riepilogo-pratica"]')!;
    expect(within(summary).getByText('AZ610 del 3 ottobre 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Roma Fiumicino (FCO) → New York JFK (JFK)')).toBeInTheDocument();
    expect(within(summary).getByText(/600\s€/)).toBeInTheDocument();
    expect(within(summary).getByText('Abbiamo chiesto il piano di volo alla compagnia.')).toBeInTheDocument();
    const next = screen.getByRole('heading', { name: 'Prossimo passo' }).closest('div')!;
    expect(within(next).getByText('Tocca a noi')).toBeInTheDocument();
    expect(within(next).getByText('Entro il 27 novembre 2026')).toBeInTheDocument();

    const timeline = screen.getByRole('heading', { name: 'La tua pratica passo per passo' }).closest('div')!;
    expect(within(timeline).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Abbiamo ricevuto la tua richiesta',
      "Documento ricevuto: carta d'imbarco",
      'Pratica in revisione',
    ]);

    const documents = screen.getByRole('heading', { name: 'I tuoi documenti' }).closest('div')!;
    expect(within(documents).getByText('Verificato')).toBeInTheDocument();
    expect(within(documents).getByText('Motivo: Immagine illeggibile')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Carica documenti' })).toHaveAttribute('href', '/carica-documenti/482913?t=tok-abc');
    expect(screen.getByRole('button', { name: 'Scarica i tuoi dati' })).toBeEnabled();
  });

  it('when the passenger clicks «Scarica i tuoi dati», then the button waits while the ZIP is prepared and the browser saves it as pratica-<n>-dati.zip', async () => {
    let answer: (response: Response) => void = () => {};
    signedIn((url) => (url.pathname === '/api/passenger/claims/7/export' ? (new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response) : undefined));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
    open();

    await userEvent.click(await screen.findByRole('button', { name: 'Scarica i tuoi dati' }));

    expect(await screen.findByRole('button', { name: 'Preparazione dell’archivio…' })).toBeDisabled();
    answer(new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-type': 'application/zip' } }));
    expect(await screen.findByRole('button', { name: 'Scarica i tuoi dati' })).toBeEnabled();
    expect(saved).toEqual(['pratica-482913-dati.zip']);
  });

  it('when the export is refused, then the server’s Italian words are shown and the button can be tried again', async () => {
    const detail = 'Hai scaricato i tuoi dati molte volte in poco tempo. Riprova tra 42 minuti.';
    signedIn((url) => (url.pathname === '/api/passenger/claims/7/export' ? problem(429, 'Troppe esportazioni', detail) : undefined));
    open();

    await userEvent.click(await screen.findByRole('button', { name: 'Scarica i tuoi dati' }));

    expect(await screen.findByText(detail)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Scarica i tuoi dati' })).toBeEnabled();
  });

  it('when another claim is chosen, then its story replaces the first one', async () => {
    signedIn();
    open();
    await screen.findByRole('heading', { name: '#482913' });
    await userEvent.click(screen.getByRole('button', { name: /Pratica #771204/ }));
    expect(await screen.findByRole('heading', { name: '#771204' })).toBeInTheDocument();
    expect(screen.getByText('Tocca a te')).toBeInTheDocument();
    expect(screen.getByText('Non hai ancora caricato documenti. Servono la carta d’imbarco e un documento d’identità.')).toBeInTheDocument();
  });

  it('when the claim cannot be loaded, then an error with a retry is shown', async () => {
    signedIn((url) => (url.pathname === '/api/passenger/claims/7' ? problem(500, 'Errore interno', 'x') : undefined));
    open();
    expect(await screen.findByText('Non siamo riusciti a caricare la pratica.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('when the passenger changes the notification preference, then it is saved with the CSRF token', async () => {
    const fetchSpy = signedIn((url, init) => (url.pathname === '/api/passenger/preferences' && init?.method === 'PUT' ? json({ preference: 'weekly_digest' }) : undefined));
    open();
    const radio = await screen.findByRole('radio', { name: /Un riepilogo settimanale/ });
    expect(screen.getByRole('radio', { name: /A ogni passaggio della pratica/ })).toBeChecked();
    await userEvent.click(radio);
    await userEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    expect(await screen.findByText('Preferenze salvate')).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([input, init]) => String(input) === '/api/passenger/preferences' && init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ preference: 'weekly_digest' });
    expect(headerOf(put[1], 'x-csrf-token')).toBe('csrf-123');
  });

  it('when the preferences cannot be read, then the rest of the area still works and the section says so', async () => {
    signedIn((url) => (url.pathname === '/api/passenger/preferences' ? problem(503, 'Servizio non disponibile', 'x') : undefined));
    open();
    expect(await screen.findByText(/Non riusciamo a leggere le tue preferenze/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '#482913' })).toBeInTheDocument();
  });

  it.each([
    ['Esci', '/api/passenger/sign-out'],
    ['Esci da tutti i dispositivi', '/api/passenger/sign-out-everywhere'],
  ])('when the passenger clicks «%s», then %s is called with the CSRF token and the sign-in form comes back', async (label, path) => {
    const fetchSpy = signedIn((url) => (url.pathname === path ? (path.endsWith('everywhere') ? json({ closed: 2 }) : new Response(null, { status: 204 })) : undefined));
    open();
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByRole('button', { name: 'Inviami il link' })).toBeInTheDocument();
    const call = fetchSpy.mock.calls.find(([input]) => String(input) === path)!;
    expect(call[1]!.method).toBe('POST');
    expect(headerOf(call[1], 'x-csrf-token')).toBe('csrf-123');
    await waitFor(() => expect(screen.queryByText('maria.rossi@example.it')).not.toBeInTheDocument());
  });

  it('when the address has no claim left, then the area says so', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/passenger/me') return json({ ...ME, claims: [] });
      if (url.pathname === '/api/passenger/preferences') return json({ preference: 'essential_only' });
    });
    open();
    expect(await screen.findByText('Non ci sono pratiche aperte con questo indirizzo.')).toBeInTheDocument();
  });
});
