import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '@/features/admin-messages/api/inbox';
import { answerState } from '@/features/admin-messages/answer-age';
import { InboxTab } from '@/features/admin-messages/inbox-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const HOUR = 3_600_000;
const item = (claimId: number, waitedHours: number, overrides: Partial<InboxItem> = {}): InboxItem => ({
  claimId,
  practiceNumber: String(480000 + claimId),
  passengerName: `Passeggero ${claimId}`,
  assignedTo: null,
  waitingSince: new Date(Date.now() - waitedHours * HOUR).toISOString(),
  answerBy: new Date(Date.now() - waitedHours * HOUR + 48 * HOUR).toISOString(),
  unanswered: 1,
  excerpt: `Domanda del passeggero ${claimId}`,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('the operators’ shared inbox', () => {
  it('when passengers wait, then each shows its claim, passenger, assignee, wait against the promise and the start of the message, the longest wait first', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/inbox' ? json({ items: [item(1, 60, { unanswered: 3 }), item(2, 30, { assignedTo: 'Giulia Verdi' }), item(3, 2)], total: 3 }) : undefined));
    renderWithClient(<InboxTab onOpenClaim={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Passeggeri in attesa di risposta (3)' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Pratica #480001 · Passeggero 1');
    expect(rows[0]).toHaveTextContent('Non assegnata · 3 messaggi senza risposta');
    expect(rows[0]).toHaveTextContent('In attesa da 2 giorni · risposta in ritardo di 12 ore');
    expect(rows[1]).toHaveTextContent('Assegnata a Giulia Verdi');
    expect(rows[1]).toHaveTextContent('In attesa da 30 ore · rispondere entro');
    expect(rows[2]).toHaveTextContent('Domanda del passeggero 3');
  });

  it('when nobody waits, then it says so', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/inbox' ? json({ items: [], total: 0 }) : undefined));
    renderWithClient(<InboxTab onOpenClaim={() => {}} />);

    expect(await screen.findByText('Nessun passeggero aspetta una risposta.')).toBeInTheDocument();
  });

  it('when the operator answers in place, then the thread opens under the item, the answer is sent and the inbox is asked again', async () => {
    let answered = false;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/inbox') return json(answered ? { items: [], total: 0 } : { items: [item(5, 4)], total: 1 });
      if (url.pathname === '/api/admin/flight-checks/5/messages' && init?.method === 'POST') {
        answered = true;
        return json({ messages: [] }, 201);
      }
      if (url.pathname === '/api/admin/flight-checks/5/messages') return json({ messages: [{ id: 'm1', author: 'passenger', authorName: null, text: 'Domanda del passeggero 5', createdAt: new Date().toISOString() }] });
      return undefined;
    });
    renderWithClient(<InboxTab onOpenClaim={() => {}} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Rispondi' }));
    expect(await screen.findByRole('list', { name: 'Messaggi della pratica' })).toHaveTextContent('Domanda del passeggero 5');
    await userEvent.type(await screen.findByLabelText('Scrivi al passeggero'), 'Buongiorno, ci pensiamo noi.');
    await userEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByText('Nessun passeggero aspetta una risposta.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/admin/inbox')).length).toBeGreaterThanOrEqual(2);
  });

  it('a wait is on time until a day before the promise, then due soon, then late', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(answerState({ answerBy: '2026-11-28T13:00:00Z' }, now)).toBe('on_time');
    expect(answerState({ answerBy: '2026-11-28T11:00:00Z' }, now)).toBe('due_soon');
    expect(answerState({ answerBy: '2026-11-27T11:59:00Z' }, now)).toBe('late');
  });
});
