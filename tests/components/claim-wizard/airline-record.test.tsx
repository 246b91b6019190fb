import type { AirlineRecord } from '@contracts/airlines';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ResultView } from '@/features/claim-wizard/components/result-view';
import PassengerAreaPage from '@/features/passenger-area/passenger-area-page';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';
import { ME, STORY } from '../passenger-area/fixtures';

const ITA: AirlineRecord = {
  iataCode: 'AZ',
  airlineName: 'ITA Airways',
  enough: true,
  claimsSent: 171,
  decidedClaims: 154,
  medianDaysToAnswer: 38,
  paidWithoutEscalationShare: 0.72,
  medianDaysToPayment: 61.5,
};
const RYANAIR: AirlineRecord = { iataCode: 'FR', airlineName: 'Ryanair', enough: false, minimumDecidedClaims: 20 };
// 61,5 days to payment read as 62.
const SENTENCE = 'ITA Airways risponde in mediana in 38 giorni; il 72 % paga senza reclamo all’ENAC (su 154 pratiche decise). Quando paga, lo fa in mediana 62 giorni dopo la nostra richiesta.';

const record = (url: URL) => {
  if (url.pathname === '/api/airlines/AZ/record') return json(ITA);
  if (url.pathname === '/api/airlines/FR/record') return json(RYANAIR);
  if (url.pathname === '/api/airlines/by-flight-number') {
    const flightNumber = url.searchParams.get('flightNumber');
    if (flightNumber === 'AZ610') return json({ iataCode: 'AZ', name: 'ITA Airways', isEu: true });
    if (flightNumber === 'FR1234') return json({ iataCode: 'FR', name: 'Ryanair', isEu: true });
    return problem(404, 'Compagnia non trovata', 'Nessuna compagnia aerea nota per questo numero di volo');
  }
  return undefined;
};
/** Once the carrier's record has been asked and answered, and the answer rendered: only then may its absence be asserted. */
async function recordAnswered(fetch: ReturnType<typeof mockFetch>, code: string) {
  await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes(`/api/airlines/${code}/record`))).toBe(true));
  const index = fetch.mock.calls.findIndex(([input]) => String(input).includes(`/api/airlines/${code}/record`));
  await (fetch.mock.results[index]!.value as Promise<Response>);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const CLAIM = { id: 7, practiceNumber: '482913', status: 'pending' as const, uploadToken: 'tok.en', doItYourself: null };

afterEach(() => vi.restoreAllMocks());

describe('the airline’s record where the passenger decides and follows the claim', () => {
  it('when the flight’s carrier has enough decided claims, then the wizard’s result says how it answers, with the sample size and what is counted', async () => {
    mockFetch(record);
    renderWithClient(<ResultView claim={CLAIM} email="maria.rossi@example.it" flightNumber="AZ610" onStartOver={() => {}} />);

    const note = await screen.findByRole('region', { name: 'Come risponde la compagnia aerea' });
    expect(note).toHaveTextContent(SENTENCE);
    expect(note).toHaveTextContent('Una pratica è decisa quando la compagnia ha risposto');
  });

  it('when the carrier has fewer than 20 decided claims, or none is known for the flight, then the result shows nothing of it', async () => {
    const fetch = mockFetch(record);
    const { unmount } = renderWithClient(<ResultView claim={CLAIM} email="maria.rossi@example.it" flightNumber="FR1234" onStartOver={() => {}} />);
    await recordAnswered(fetch, 'FR');
    expect(screen.queryByRole('region', { name: 'Come risponde la compagnia aerea' })).not.toBeInTheDocument();
    expect(screen.queryByText(/pratiche decise/)).not.toBeInTheDocument();
    unmount();

    renderWithClient(<ResultView claim={CLAIM} email="maria.rossi@example.it" flightNumber="Q0123" onStartOver={() => {}} />);
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes('flightNumber=Q0123'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Come risponde la compagnia aerea' })).not.toBeInTheDocument();
  });

  it('when the passenger opens a claim in their area, then the record of that claim’s carrier is shown; another claim’s carrier with too few decided claims shows nothing', async () => {
    const fetch = mockFetch((url) => {
      const answered = record(url);
      if (answered) return answered;
      if (url.pathname === '/api/passenger/me') return json(ME);
      if (url.pathname === '/api/passenger/claims/7') return json(STORY);
      if (url.pathname === '/api/passenger/claims/9') return json({ ...STORY, summary: ME.claims[1] });
      if (url.pathname === '/api/passenger/preferences') return json({ preference: 'every_step' });
    });
    window.history.replaceState(null, '', '/area-riservata');
    renderWithClient(<Route path="/area-riservata" component={PassengerAreaPage} />);

    expect(await screen.findByRole('region', { name: 'Come risponde la compagnia aerea' })).toHaveTextContent(SENTENCE);

    await userEvent.setup().click(screen.getByRole('button', { name: /Pratica #771204/ }));
    await screen.findByRole('heading', { name: '#771204' });
    await recordAnswered(fetch, 'FR');
    expect(screen.queryByRole('region', { name: 'Come risponde la compagnia aerea' })).not.toBeInTheDocument();
  });
});
