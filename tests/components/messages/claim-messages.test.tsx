import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimMessages } from '@/features/passenger-area/claim-messages';
import type { ClaimMessage } from '@/features/passenger-area/api/messages';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const PATH = '/api/passenger/claims/7/messages';
const THREAD: ClaimMessage[] = [
  { id: 'm1', author: 'operator', authorName: 'Giulia di RimborsoVolo24', text: 'Ci serve la carta d’imbarco.', createdAt: '2026-11-20T09:00:00.000Z' },
  { id: 'm2', author: 'passenger', authorName: null, text: 'Ve la carico oggi.', createdAt: '2026-11-20T09:30:00.000Z' },
];

afterEach(() => vi.restoreAllMocks());

describe('the passenger’s messages on a claim', () => {
  it('when the thread loads, then the passenger’s own messages read «Tu» and the company’s its name, oldest first', async () => {
    mockFetch((url) => (url.pathname === PATH ? json({ messages: THREAD }) : undefined));
    renderWithClient(<ClaimMessages claimId={7} csrfToken="csrf-passeggero" />);

    const items = within(await screen.findByRole('list', { name: 'Messaggi della pratica' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('article').getAttribute('aria-label'))).toEqual(['Messaggio di Giulia di RimborsoVolo24', 'Il tuo messaggio']);
    expect(items[1]!.textContent).toContain('Tu');
    expect(screen.getByRole('region', { name: 'Messaggi' })).toBeDefined();
  });

  it('when there is no message yet, then it says so and invites to write', async () => {
    mockFetch((url) => (url.pathname === PATH ? json({ messages: [] }) : undefined));
    renderWithClient(<ClaimMessages claimId={7} csrfToken="csrf-passeggero" />);

    expect(await screen.findByText(/Nessun messaggio/)).toBeDefined();
    expect(screen.getByLabelText('Scrivi un messaggio')).toBeDefined();
  });

  it('when the passenger writes, then the POST carries the session’s CSRF token and a message id, the button shows the pending state, and the message appears', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== PATH) return undefined;
      if (init?.method !== 'POST') return json({ messages: THREAD.slice(0, 1) });
      return answered.then(() => json({ messages: THREAD }, 201));
    });
    renderWithClient(<ClaimMessages claimId={7} csrfToken="csrf-passeggero" />);
    await screen.findByText('Ci serve la carta d’imbarco.');

    await userEvent.type(screen.getByLabelText('Scrivi un messaggio'), 'Ve la carico oggi.');
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByRole('button', { name: 'Invio in corso...' })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('Ve la carico oggi.')).toBeDefined();
    expect(await screen.findByText('Messaggio inviato.')).toBeDefined();
    expect((screen.getByLabelText('Scrivi un messaggio') as HTMLTextAreaElement).value).toBe('');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[1]!.headers).toMatchObject({ 'x-csrf-token': 'csrf-passeggero' });
    expect(JSON.parse(String(post[1]!.body))).toEqual({ text: 'Ve la carico oggi.', messageId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('when the session has expired, then it says to sign in again; a refused text shows the server’s Italian words', async () => {
    let status = 401;
    mockFetch((url, init) => {
      if (url.pathname !== PATH) return undefined;
      if (init?.method !== 'POST') return json({ messages: [] });
      return status === 401 ? problem(401, 'Accesso richiesto', 'Accedi all’area riservata.') : json({ type: 'about:blank', title: 'Dati non validi', status: 400, detail: 'text: Il messaggio può contenere al massimo 5.000 caratteri', errors: [{ field: 'text', message: 'Il messaggio può contenere al massimo 5.000 caratteri' }] }, 400);
    });
    renderWithClient(<ClaimMessages claimId={7} csrfToken="csrf-passeggero" />);
    await screen.findByText(/Nessun messaggio/);

    await userEvent.type(screen.getByLabelText('Scrivi un messaggio'), 'Ciao');
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La sessione è scaduta');
    status = 400;
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Il messaggio può contenere al massimo 5.000 caratteri'));
    expect(screen.getByLabelText('Scrivi un messaggio').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the thread cannot be loaded, then an Italian error shows', async () => {
    mockFetch((url) => (url.pathname === PATH ? problem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile') : undefined));
    renderWithClient(<ClaimMessages claimId={7} csrfToken="csrf-passeggero" />);

    expect((await screen.findByRole('alert')).textContent).toContain('La pratica richiesta non esiste o non è accessibile');
  });
});
