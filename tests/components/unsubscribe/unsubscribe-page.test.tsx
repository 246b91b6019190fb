import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UnsubscribePage from '@/features/unsubscribe/unsubscribe-page';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

afterEach(() => vi.restoreAllMocks());

const MESSAGE = 'Fatto: da ora ti scriveremo solo per le comunicazioni essenziali sulle tue pratiche.';

describe('the unsubscribe page', () => {
  it('when the link of an e-mail is opened, then nothing changes until the passenger confirms, and then the server’s answer shows', async () => {
    window.history.replaceState(null, '', '/disiscrizione?t=firmato.abc');
    const fetch = mockFetch((url, init) => (url.pathname === '/api/passenger/unsubscribe' && init?.method === 'POST' ? json({ preference: 'essential_only', message: MESSAGE }) : undefined));
    renderWithClient(<UnsubscribePage />);

    expect(screen.getByRole('heading', { name: 'Vuoi ricevere meno email?' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sì, solo le comunicazioni essenziali' }));

    expect(await screen.findByRole('heading', { name: 'Preferenza salvata' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    const [input] = fetch.mock.calls[0]!;
    expect(new URL(String(input), 'http://localhost').searchParams.get('t')).toBe('firmato.abc');
  });

  it('when the link is forged, then the page says so and offers the choice again', async () => {
    window.history.replaceState(null, '', '/disiscrizione?t=falso');
    mockFetch(() => problem(400, 'Link non valido', 'Il link di disiscrizione non è valido. Usa il link dell’ultima email ricevuta.'));
    renderWithClient(<UnsubscribePage />);

    await userEvent.click(screen.getByRole('button', { name: 'Sì, solo le comunicazioni essenziali' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Il link di disiscrizione non è valido');
    expect(screen.getByRole('button', { name: 'Sì, solo le comunicazioni essenziali' })).toBeEnabled();
  });

  it('when the page is opened without a token, then it explains the link is not valid', () => {
    window.history.replaceState(null, '', '/disiscrizione');
    renderWithClient(<UnsubscribePage />);

    expect(screen.getByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /solo le comunicazioni essenziali/ })).not.toBeInTheDocument();
  });
});
