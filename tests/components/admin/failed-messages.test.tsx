import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailedMessage } from '@contracts/failed-messages';
import { FailedMessagesCard } from '@/features/admin-console/monitoring/failed-messages-card';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const confirmation: FailedMessage = {
  id: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b', kind: 'passenger-email', claimId: 42, practiceNumber: '482913',
  subject: 'Pratica 482913 ricevuta', reason: '451 Servizio temporaneamente non disponibile', attempts: 3, failedAt: '2026-11-27T09:30:00.000Z',
};
const notice: FailedMessage = { ...confirmation, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', kind: 'operator-notice', subject: null, reason: '550 casella piena', attempts: 3 };
const letter: FailedMessage = { ...confirmation, id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', kind: 'airline-letter', practiceNumber: '771204', claimId: 43, subject: null, reason: '550 Mailbox unavailable', attempts: null };

afterEach(() => vi.restoreAllMocks());

describe('«Messaggi non consegnati» in Monitoraggio', () => {
  it('when nothing failed for good, then the card says so', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/outbound/failed' ? json({ messages: [] }) : undefined));
    renderWithClient(<FailedMessagesCard />);

    expect(await screen.findByText('Nessun messaggio non consegnato.')).toBeInTheDocument();
  });

  it('when an operator presses «Riprova» with the keyboard, then the message is retried, the card says it is queued and the list no longer shows it', async () => {
    let listed = [confirmation, notice, letter];
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/outbound/failed') return json({ messages: listed });
      if (url.pathname === `/api/admin/outbound/failed/${confirmation.id}/retry` && init?.method === 'POST') {
        listed = [notice, letter];
        return json({ id: confirmation.id, status: 'queued' }, 202);
      }
      return undefined;
    });
    renderWithClient(<FailedMessagesCard />);

    const row = (await screen.findByText('Pratica 482913 ricevuta')).closest('tr')!;
    expect(row).toHaveTextContent("E-mail al passeggero");
    expect(row).toHaveTextContent('3 tentativi');
    expect(screen.getByText("Avviso all'operatore")).toBeInTheDocument();
    expect(screen.getByText('Lettera alla compagnia').closest('tr')).toHaveTextContent('771204');
    within(row).getByRole('button', { name: 'Riprova il messaggio della pratica 482913' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Messaggio della pratica 482913 di nuovo in coda per l’invio.');
    await waitFor(() => expect(screen.queryByText('Pratica 482913 ricevuta')).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('when the server refuses «Riprova», then its Italian message is shown', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/outbound/failed') return json({ messages: [confirmation] });
      if (init?.method === 'POST') return problem(409, 'Messaggio non più da riprovare', 'Questo messaggio non è più tra quelli non consegnati: è già stato inviato o riprovato');
      return undefined;
    });
    renderWithClient(<FailedMessagesCard />);

    await userEvent.click(await screen.findByRole('button', { name: 'Riprova il messaggio della pratica 482913' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Questo messaggio non è più tra quelli non consegnati: è già stato inviato o riprovato');
  });
});
