import type { DoItYourselfView } from '@contracts/do-it-yourself';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import PassengerAreaPage from '@/features/passenger-area/passenger-area-page';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';
import { ME, STORY } from './fixtures';

const SINCE = '2026-11-28T10:00:00.000Z';
const ON_THEIR_OWN = { ...ME.claims[1]!, status: 'pending' as const, doItYourselfSince: SINCE };
const VIEW: DoItYourselfView = {
  offer: { carrierName: 'Ryanair', claimsWebFormUrl: 'https://www.ryanair.com/reclami' },
  since: SINCE,
  answerDueOn: '2027-01-09',
  enforcementBody: { shortName: 'ENAC', complaintUrl: 'https://www.enac.gov.it/passeggeri' },
  letterLinks: { it: '/api/passenger/claims/9/do-it-yourself/letter?lang=it', en: '/api/passenger/claims/9/do-it-yourself/letter?lang=en' },
};

afterEach(() => vi.restoreAllMocks());

describe('a claim the passenger follows on their own, in the passenger area', () => {
  it('when the e-mail’s link names it, then it opens with the letter in both languages, the deadline and «Ci pensiamo noi», and no mandate to sign; one click hands it back', async () => {
    let view = VIEW;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/passenger/me') return json({ ...ME, claims: [ME.claims[0], ON_THEIR_OWN] });
      if (url.pathname === '/api/passenger/claims/9') return json({ ...STORY, summary: ON_THEIR_OWN, nextStep: null, timeline: [STORY.timeline[0]], documents: [] });
      if (url.pathname === '/api/passenger/claims/9/our-service' && init?.method === 'POST') {
        view = { ...VIEW, since: null, answerDueOn: null, enforcementBody: null, letterLinks: null };
        return json(view);
      }
      if (url.pathname === '/api/passenger/claims/9/do-it-yourself') return json(view);
      if (url.pathname === '/api/passenger/claims/9/mandates') return json({ claimId: 9, practiceNumber: '771204', values: {}, passengers: [] });
      if (url.pathname === '/api/passenger/preferences') return json({ preference: 'every_step' });
    });
    window.history.replaceState(null, '', '/area-riservata?pratica=9');
    renderWithClient(<Route path="/area-riservata" component={PassengerAreaPage} />);

    const panel = (await screen.findByRole('heading', { name: 'Fai da te, gratis' })).closest('div')!;
    expect(await within(panel).findByRole('link', { name: 'Scarica la lettera (Italiano)' })).toHaveAttribute('href', '/api/passenger/claims/9/do-it-yourself/letter?lang=it');
    expect(within(panel).getByRole('link', { name: 'Scarica la lettera (English)' })).toHaveAttribute('href', '/api/passenger/claims/9/do-it-yourself/letter?lang=en');
    expect(panel).toHaveTextContent('Non ci devi nulla: nessun mandato, nessun compenso.');
    expect(panel).toHaveTextContent('La compagnia dovrebbe risponderti entro il 9 gennaio 2027.');
    expect(within(panel).getByRole('link', { name: /modulo reclami della compagnia/ })).toHaveAttribute('href', 'https://www.ryanair.com/reclami');
    expect(within(panel).getByRole('link', { name: 'ENAC' })).toHaveAttribute('href', 'https://www.enac.gov.it/passeggeri');
    expect(panel).toHaveTextContent('Non hanno risposto? Ci pensiamo noi');
    expect(screen.queryByRole('heading', { name: /mandato/i })).not.toBeInTheDocument();

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Affidaci la pratica' }));

    const post = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/api/passenger/claims/9/our-service') && init?.method === 'POST');
    expect((post?.[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-123');
  });

  it('when a pending claim’s carrier pays directly and no mandate is signed, then the free path is offered beside the mandate, with what each costs, and one click chooses it', async () => {
    const pending = { ...ME.claims[1]!, status: 'pending' as const, doItYourselfSince: null };
    const offered: DoItYourselfView = { offer: VIEW.offer, since: null, answerDueOn: null, enforcementBody: null, letterLinks: null };
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/passenger/me') return json({ ...ME, claims: [pending] });
      if (url.pathname === '/api/passenger/claims/9') return json({ ...STORY, summary: pending, nextStep: null, timeline: [STORY.timeline[0]], documents: [] });
      if (url.pathname === '/api/passenger/claims/9/do-it-yourself') return json(init?.method === 'POST' ? VIEW : offered);
      if (url.pathname === '/api/passenger/claims/9/mandates') return json({ claimId: 9, practiceNumber: '771204', values: {}, passengers: [] });
      if (url.pathname === '/api/passenger/preferences') return json({ preference: 'every_step' });
    });
    window.history.replaceState(null, '', '/area-riservata');
    renderWithClient(<Route path="/area-riservata" component={PassengerAreaPage} />);

    const panel = (await screen.findByRole('heading', { name: 'Preferisci fare da te, gratis?' })).closest('div')!;
    expect(panel).toHaveTextContent('Ryanair paga direttamente chi reclama da sé.');
    expect(panel).toHaveTextContent('Non ci devi nulla: nessun mandato, nessun compenso.');
    expect(panel).toHaveTextContent('Il nostro compenso è 25 % + IVA (30,5 % IVA inclusa) solo se la compagnia paga');

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Scelgo il fai da te' }));

    const post = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/api/passenger/claims/9/do-it-yourself') && init?.method === 'POST');
    expect((post?.[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-123');
  });
});
