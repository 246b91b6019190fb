import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import PassengerAreaPage from '@/features/passenger-area/passenger-area-page';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';
import { ME } from './fixtures';

const ACCEPTED = "Se l'indirizzo ha pratiche, riceverai un link per accedere";

function open(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithClient(
    <Switch>
      <Route path="/area-riservata" component={PassengerAreaPage} />
      <Route path="/area-riservata/accesso" component={PassengerAreaPage} />
    </Switch>,
  );
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('the passenger area without a session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when there is no session, then the sign-in form is shown and the page asks not to be indexed', async () => {
    mockFetch((url) => (url.pathname === '/api/passenger/me' ? problem(401, 'Accesso richiesto', 'Accedi') : undefined));
    open('/area-riservata');
    expect(await screen.findByRole('button', { name: 'Inviami il link' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('when the address is not valid, then the form says so and sends nothing', async () => {
    const fetchSpy = mockFetch((url) => (url.pathname === '/api/passenger/me' ? problem(401, 'Accesso richiesto', 'Accedi') : undefined));
    open('/area-riservata');
    await userEvent.type(await screen.findByLabelText('Email'), 'maria.rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Inviami il link' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([input]) => String(input).includes('/sign-in'))).toHaveLength(0);
  });

  it('when the passenger asks for a link, then the request carries the address and the answer is shown', async () => {
    const fetchSpy = mockFetch((url) => {
      if (url.pathname === '/api/passenger/me') return problem(401, 'Accesso richiesto', 'Accedi');
      if (url.pathname === '/api/passenger/sign-in') return json({ message: ACCEPTED }, 202);
    });
    open('/area-riservata');
    await userEvent.type(await screen.findByLabelText('Email'), ' maria.rossi@example.it ');
    await userEvent.click(screen.getByRole('button', { name: 'Inviami il link' }));
    expect(await screen.findByText(ACCEPTED)).toBeInTheDocument();
    expect(screen.getByText(/il link vale 30 minuti/)).toBeInTheDocument();
    const call = fetchSpy.mock.calls.find(([input]) => String(input) === '/api/passenger/sign-in')!;
    expect(bodyOf(call[1])).toEqual({ email: 'maria.rossi@example.it' });
  });

  it('when too many links were asked for, then the Italian explanation is shown', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/passenger/me') return problem(401, 'Accesso richiesto', 'Accedi');
      if (url.pathname === '/api/passenger/sign-in') return problem(429, 'Troppe richieste', 'Hai chiesto troppi link di accesso in poco tempo. Riprova tra 5 minuti.');
    });
    open('/area-riservata');
    await userEvent.type(await screen.findByLabelText('Email'), 'maria.rossi@example.it');
    await userEvent.click(screen.getByRole('button', { name: 'Inviami il link' }));
    expect(await screen.findByText('Hai chiesto troppi link di accesso in poco tempo. Riprova tra 5 minuti.')).toBeInTheDocument();
  });
});

describe('the e-mail’s link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the link is valid, then its token is posted once and the area opens', async () => {
    const fetchSpy = mockFetch((url) => {
      if (url.pathname === '/api/passenger/sessions') return json({ csrfToken: 'csrf-123' });
      if (url.pathname === '/api/passenger/me') return json(ME);
      if (url.pathname.startsWith('/api/passenger/claims/')) return problem(500, 'Errore', 'x');
      if (url.pathname === '/api/passenger/preferences') return json({ preference: 'every_step' });
    });
    open('/area-riservata/accesso?t=link-id.firma');
    expect(await screen.findByText('maria.rossi@example.it')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/area-riservata');
    const posts = fetchSpy.mock.calls.filter(([input]) => String(input) === '/api/passenger/sessions');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]![1])).toEqual({ token: 'link-id.firma' });
  });

  it.each([
    [410, 'Link già usato', 'Il link è già stato usato: richiedine uno nuovo.'],
    [410, 'Link scaduto', 'Il link è scaduto: richiedine uno nuovo.'],
    [400, 'Link non valido', 'Il link non è valido: richiedine uno nuovo.'],
  ])('when the server answers %i «%s», then the message and the sign-in form are shown', async (status, title, detail) => {
    mockFetch((url) => (url.pathname === '/api/passenger/sessions' ? problem(status, title, detail) : undefined));
    open('/area-riservata/accesso?t=link-id.firma');
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inviami il link' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/area-riservata/accesso');
  });

  it('when the link has no token, then it is invalid without asking the server', async () => {
    const fetchSpy = mockFetch(() => undefined);
    open('/area-riservata/accesso');
    expect(await screen.findByText('Il link non è valido: richiedine uno nuovo.')).toBeInTheDocument();
    await waitFor(() => expect(fetchSpy).not.toHaveBeenCalled());
  });
});
