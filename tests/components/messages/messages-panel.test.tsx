import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimMessage } from '@/features/admin-messages/api/messages';
import { rememberCsrfToken } from '@/app/admin/api/admin-request';
import { MessagesPanel } from '@/features/admin-messages/messages-panel';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const PATH = '/api/admin/flight-checks/12/messages';
const THREAD: ClaimMessage[] = [
  { id: 'm1', author: 'passenger', authorName: null, text: 'Buongiorno, ci sono novità?', createdAt: '2026-11-20T09:00:00.000Z' },
  { id: 'm2', author: 'operator', authorName: 'Giulia Verdi', text: 'Sì: la compagnia ha risposto.', createdAt: '2026-11-20T10:30:00.000Z' },
];

afterEach(() => {
  vi.restoreAllMocks();
  rememberCsrfToken(undefined);
});

describe('the «Messaggi» panel of the admin claim page', () => {
  it('when the thread loads, then messages show oldest first, the passenger’s and the operators’ marked apart, with their time', async () => {
    mockFetch((url) => (url.pathname === PATH ? json({ messages: THREAD }) : undefined));
    renderWithClient(<MessagesPanel claimId={12} />);

    const items = within(await screen.findByRole('list', { name: 'Messaggi della pratica' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('article').getAttribute('aria-label'))).toEqual(['Messaggio del passeggero', 'Messaggio di Giulia Verdi']);
    expect(items[0]!.textContent).toContain('Passeggero');
    expect(items[1]!.textContent).toContain('Giulia Verdi · Operatore');
    expect(items[1]!.textContent).toContain('20 nov 2026, 11:30'); // Rome time
  });

  it('when there is no message, then it says «Nessun messaggio»', async () => {
    mockFetch((url) => (url.pathname === PATH ? json({ messages: [] }) : undefined));
    renderWithClient(<MessagesPanel claimId={12} />);

    expect(await screen.findByText('Nessun messaggio')).toBeDefined();
  });

  it('when the operator replies, then the button shows the pending state, the POST carries the text, a message id and the CSRF token, and the answer appears at the bottom', async () => {
    rememberCsrfToken('csrf-operatore');
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== PATH) return undefined;
      if (init?.method !== 'POST') return json({ messages: THREAD.slice(0, 1) });
      const body = JSON.parse(String(init.body)) as { text: string };
      return answered.then(() => json({ messages: [...THREAD.slice(0, 1), { ...THREAD[1]!, text: body.text }] }, 201));
    });
    renderWithClient(<MessagesPanel claimId={12} />);
    await screen.findByText('Buongiorno, ci sono novità?');

    await userEvent.type(screen.getByLabelText('Scrivi al passeggero'), '  Abbiamo inoltrato la richiesta.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByRole('button', { name: 'Invio in corso...' })).toHaveProperty('disabled', true);
    release();
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem').at(-1)!.textContent).toContain('Abbiamo inoltrato la richiesta.');
    expect((screen.getByLabelText('Scrivi al passeggero') as HTMLTextAreaElement).value).toBe('');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ text: 'Abbiamo inoltrato la richiesta.', messageId: expect.stringMatching(/^[0-9a-f-]{36}$/), alsoByEmail: true });
    expect(post[1]!.headers).toMatchObject({ 'x-csrf-token': 'csrf-operatore' });
  });

  it('when the server refuses, then its Italian words show and a second try sends the same message id', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== PATH) return undefined;
      return init?.method === 'POST' ? problem(409, 'Dati personali cancellati', 'I dati personali di questa pratica sono stati cancellati: non è più possibile scrivere messaggi.') : json({ messages: [] });
    });
    renderWithClient(<MessagesPanel claimId={12} />);
    await screen.findByText('Nessun messaggio');

    await userEvent.type(screen.getByLabelText('Scrivi al passeggero'), 'Ciao');
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect((await screen.findByRole('alert')).textContent).toBe('I dati personali di questa pratica sono stati cancellati: non è più possibile scrivere messaggi.');
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    await vi.waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2));
    const ids = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => (JSON.parse(String(init!.body)) as { messageId: string }).messageId);
    expect(ids[0]).toBe(ids[1]);
  });

  it('when the thread cannot be loaded, then an Italian error shows; for an erased claim there is no reply box', async () => {
    mockFetch((url) => (url.pathname === PATH ? problem(503, 'Servizio momentaneamente non disponibile', 'Riprova tra qualche secondo.') : undefined));
    renderWithClient(<MessagesPanel claimId={12} erased />);

    expect((await screen.findByRole('alert')).textContent).toContain('Errore nel caricamento dei messaggi: Riprova tra qualche secondo.');
    expect(screen.queryByLabelText('Scrivi al passeggero')).toBeNull();
    expect(screen.getByText(/non è più possibile scrivere al passeggero/)).toBeDefined();
  });
});
