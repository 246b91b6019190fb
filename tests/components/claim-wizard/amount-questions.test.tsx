import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Airport } from '@/components/airport-search';
import { EMPTY_ISSUE } from '@/features/claim-wizard/wizard-issue';
import { acceptLegalTexts, mockApi, renderWizard, seedProgress } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

const NEW_YORK: Airport = { id: 3, name: 'New York John F. Kennedy', iataCode: 'JFK', city: 'New York', country: 'Stati Uniti', countryCode: 'US', latitude: 40.6398, longitude: -73.7789, timeZone: 'America/New_York' };
/** A month ago: recent enough that the limitation warning says nothing. */
const RECENT_FLIGHT = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const estimate = () => screen.getByRole('region', { name: /Stima del risarcimento/ });
const estimateHeading = () => within(estimate()).getByRole('heading', { name: /Stima del risarcimento/ });
const question = (name: RegExp) => screen.getByRole('group', { name });
const ARRIVAL_DELAY = /Con quanto ritardo sei arrivato a destinazione/;

const created = () => new Response(JSON.stringify({ id: 17, practiceNumber: '482913', status: 'pending', uploadToken: 'tok.en' }), { status: 201 });

function longHaul(issueType: 'delay' | 'cancellation' | 'denied_boarding' = 'delay') {
  seedProgress({
    arrival: NEW_YORK,
    flightDate: RECENT_FLIGHT,
    passenger: { name: 'Mario Rossi', email: 'mario.rossi@example.it', dateOfBirth: '1985-03-14', phone: '', issueType, issueDetails: '' },
  });
}

describe('claim wizard: the review step asks what decides the amount', () => {
  it('when a Rome → New York delay is answered 3 h 30, then the estimate is the halved 300,00 €, and the claim carries 210 minutes', async () => {
    const submit = vi.fn((_init: RequestInit | undefined) => created());
    mockApi({ submit: ({ init }) => submit(init) });
    longHaul();
    const user = userEvent.setup();
    renderWizard();

    expect(within(estimate()).getByText('fino a 600,00 €')).toBeInTheDocument();
    await user.type(within(question(ARRIVAL_DELAY)).getByLabelText('Ore'), '3');
    await user.type(within(question(ARRIVAL_DELAY)).getByLabelText('Minuti'), '30');

    expect(estimateHeading()).toHaveTextContent('Idoneo');
    expect(within(estimate()).getByText('fino a 300,00 €')).toBeInTheDocument();
    expect(within(estimate()).getByText(/con 3 h 30 min di ritardo/)).toBeInTheDocument();
    expect(within(estimate()).getByText(/ridotto del 50%/)).toBeInTheDocument();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await screen.findByRole('heading', { name: 'Firma il mandato' });
    expect(JSON.parse(submit.mock.calls[0]![0]?.body as string)).toMatchObject({ issueType: 'delay', arrivalDelayMinutes: 210 });
  });

  it('when the delay is «Non lo so», then the estimate stays «Da verificare» and the claim says so', async () => {
    const submit = vi.fn((_init: RequestInit | undefined) => created());
    mockApi({ submit: ({ init }) => submit(init) });
    longHaul();
    const user = userEvent.setup();
    renderWizard();

    await user.click(within(question(ARRIVAL_DELAY)).getByRole('checkbox', { name: 'Non lo so' }));
    expect(estimateHeading()).toHaveTextContent('Da verificare');
    expect(within(estimate()).getByText('fino a 600,00 €')).toBeInTheDocument();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await screen.findByRole('heading', { name: 'Firma il mandato' });
    expect(JSON.parse(submit.mock.calls[0]![0]?.body as string)).toMatchObject({ arrivalDelayMinutes: null });
  });

  it('when a cancellation was told 20 days ahead («14 giorni o più»), then the estimate is «Non idoneo»', async () => {
    mockApi();
    longHaul('cancellation');
    const user = userEvent.setup();
    renderWizard();

    expect(estimateHeading()).toHaveTextContent('Da verificare');
    await user.click(within(question(/ti hanno avvisato della cancellazione/)).getByRole('radio', { name: '14 giorni o più prima della partenza' }));
    expect(estimateHeading()).toHaveTextContent('Non idoneo');
    expect(within(estimate()).getByText('Con questi dati il risarcimento potrebbe non spettare')).toBeInTheDocument();
  });

  it('when a cancellation told 3 days ahead is re-routed arriving 3 hours later, then the estimate is halved to 300,00 €', async () => {
    mockApi();
    longHaul('cancellation');
    const user = userEvent.setup();
    renderWizard();

    await user.click(within(question(/ti hanno avvisato della cancellazione/)).getByRole('radio', { name: 'Meno di 7 giorni prima' }));
    await user.click(within(question(/Ti hanno offerto un volo alternativo/)).getByRole('radio', { name: 'Sì' }));
    await user.type(within(question(/Quanto prima dell’orario originale partiva/)).getByLabelText('Ore'), '2');
    await user.type(within(question(/Con quanto ritardo arrivava il volo alternativo/)).getByLabelText('Ore'), '3');
    expect(estimateHeading()).toHaveTextContent('Idoneo');
    expect(within(estimate()).getByText('fino a 300,00 €')).toBeInTheDocument();
  });

  it('when the hours are typed «3,5» or «3.5», then the decimal field reads 3 h 30 min either way', async () => {
    mockApi();
    longHaul();
    const user = userEvent.setup();
    renderWizard();

    const hours = within(question(ARRIVAL_DELAY)).getByLabelText('Ore');
    expect(hours).toHaveAttribute('type', 'text');
    expect(hours).toHaveAttribute('inputmode', 'decimal');
    await user.type(hours, '3,5');
    expect(within(estimate()).getByText('fino a 300,00 €')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '3.5');
    expect(within(estimate()).getByText('fino a 300,00 €')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, 'tre');
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await within(question(ARRIVAL_DELAY)).findByText(/Scrivi le ore come numero/)).toBeInTheDocument();
  });

  it('when the page is reloaded, then the answers given stay, and so does the estimate they make', async () => {
    mockApi();
    seedProgress({
      arrival: NEW_YORK,
      flightDate: RECENT_FLIGHT,
      passenger: { name: 'Mario Rossi', email: 'mario.rossi@example.it', dateOfBirth: '1985-03-14', phone: '', issueType: 'delay', issueDetails: '' },
      issue: { ...EMPTY_ISSUE, arrivalDelay: { hours: '3,5', minutes: '' }, airlineReason: 'weather' },
    });
    renderWizard();

    expect(within(question(ARRIVAL_DELAY)).getByLabelText('Ore')).toHaveValue('3,5');
    expect(screen.getByLabelText('Che motivo ti ha dato la compagnia?')).toHaveValue('weather');
    expect(estimateHeading()).toHaveTextContent('Da verificare');
    expect(within(estimate()).getByText('fino a 300,00 €')).toBeInTheDocument();
  });

  it('when the estimate asks how late the flight arrived, then the review step has the field to answer it', async () => {
    mockApi();
    longHaul();
    renderWizard();

    expect(within(estimate()).getByText(/Indica con quante ore di ritardo sei arrivato a destinazione/)).toBeInTheDocument();
    expect(within(question(ARRIVAL_DELAY)).getByLabelText('Ore')).toBeInTheDocument();
  });

  it('when boarding was denied against the passenger’s will with no reason given, then the estimate is 600,00 € «Idoneo»; a health ground makes it «Da verificare»', async () => {
    mockApi();
    longHaul('denied_boarding');
    const user = userEvent.setup();
    renderWizard();

    await user.click(within(question(/Hai rinunciato al posto volontariamente/)).getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText('Perché ti hanno negato l’imbarco?'), 'Overbooking o nessun motivo');
    expect(estimateHeading()).toHaveTextContent('Idoneo');
    expect(within(estimate()).getByText('fino a 600,00 €')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Perché ti hanno negato l’imbarco?'), 'Motivi di salute');
    expect(estimateHeading()).toHaveTextContent('Da verificare');
  });
});
