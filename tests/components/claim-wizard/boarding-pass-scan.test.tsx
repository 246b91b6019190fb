import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barcodePng, bcbpText, photoLike, type PassLeg, type Symbology } from '../../support/boarding-pass-barcodes';
import { mockApi, renderWizard, stepHeading } from './wizard-harness';

/** 10 June 2026, morning in Italy; day 152 of 2026 is 1 June. */
const NOW = new Date('2026-06-10T08:00:00Z');
const ROME_TO_PARIS: PassLeg = { from: 'FCO', to: 'CDG', carrier: 'AZ', flight: '0318', day: 152 };
const PARIS_TO_NEW_YORK: PassLeg = { from: 'CDG', to: 'JFK', carrier: 'AF', flight: '0006', day: 152 };

beforeEach(() => {
  // Only the clock: the reader's promises and the page's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const passFile = (png: Buffer, name = 'carta-imbarco.png') => new File([new Uint8Array(png)], name, { type: 'image/png' });
const boardingPassField = () => screen.getByLabelText(/carta d'imbarco/, { selector: 'input' });
const scanOutcome = () => screen.findByText("Dati letti dalla carta d'imbarco", undefined, { timeout: 15_000 });

async function scan(file: File) {
  const user = userEvent.setup();
  renderWizard();
  await user.upload(boardingPassField(), file);
  return user;
}

describe('claim wizard: a boarding pass read in the browser fills step 1 and the rest', () => {
  it.each<[Symbology, string]>([
    ['pdf417', 'a paper pass (PDF417)'],
    ['azteccode', 'a phone pass (Aztec)'],
    ['qrcode', 'a phone pass (QR)'],
  ])('when the passenger picks %s picture (%s), then airports, date, flight, name and booking code are filled', async (symbology) => {
    mockApi();
    await scan(passFile(await barcodePng(symbology, bcbpText('ROSSI/MARIO MR', 'ABC123', [ROME_TO_PARIS]))));

    const outcome = (await scanOutcome()).parentElement!;
    expect(outcome).toHaveTextContent('Roma Fiumicino (FCO) → Parigi Charles de Gaulle (CDG), 1 giugno 2026, volo AZ318, passeggero Mario Rossi, prenotazione ABC123.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveValue('Roma Fiumicino (FCO)'));
    expect(screen.getByRole('combobox', { name: 'Aeroporto di arrivo' })).toHaveValue('Parigi Charles de Gaulle (CDG)');
    expect(screen.getByText('fino a 250,00 €')).toBeInTheDocument();
  });

  it('when the pass is a photo of a paper pass (turned 5 degrees, noisy), then it is read all the same and every step holds its value', async () => {
    mockApi();
    const photo = photoLike(await barcodePng('pdf417', bcbpText("D'ANGELO/ANNA MARIA MRS", 'XK9P2Q', [ROME_TO_PARIS])), 5, 40);
    const user = await scan(new File([new Uint8Array(photo)], 'IMG_2043.png', { type: 'image/png' }));

    expect((await scanOutcome()).parentElement).toHaveTextContent("passeggero Anna Maria D'Angelo, prenotazione XK9P2Q");
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Data');
    expect(screen.getByLabelText('Data del volo')).toHaveValue('2026-06-01');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Volo');
    expect(screen.getByLabelText('Oppure inserisci il numero del volo')).toHaveValue('AZ318');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue("Anna Maria D'Angelo");
    expect(screen.getByLabelText(/Codice di prenotazione/)).toHaveValue('XK9P2Q');
  });

  it('when the pass has two flights, then the whole journey and each flight are offered, and the one chosen fills the airports', async () => {
    mockApi();
    const user = await scan(passFile(await barcodePng('pdf417', bcbpText('ROSSI/MARIO', 'ABC123', [ROME_TO_PARIS, PARIS_TO_NEW_YORK]))));

    const whole = await screen.findByRole('button', { name: /^Tutto il viaggio: FCO → JFK/ }, { timeout: 15_000 });
    expect(whole).toHaveTextContent('1 giugno 2026 · voli AZ318 e AF6');
    expect(screen.getByRole('button', { name: /^Solo il volo AF6: CDG → JFK/ })).toBeInTheDocument();
    expect(screen.getByText(/dalla prima partenza alla destinazione finale/)).toBeInTheDocument();

    screen.getByRole('button', { name: /^Solo il volo AZ318: FCO → CDG/ }).focus();
    await user.keyboard('{Enter}');
    const outcome = (await scanOutcome()).parentElement!;
    expect(outcome).toHaveTextContent('Roma Fiumicino (FCO) → Parigi Charles de Gaulle (CDG), 1 giugno 2026, volo AZ318');
    // The chosen button is gone: the keyboard goes on from the summary, not from the top of the page.
    expect(outcome).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Aeroporto di arrivo' })).toHaveValue('Parigi Charles de Gaulle (CDG)'));
  });

  it('when the whole journey of a two-flight pass is chosen, then first departure and final destination are filled, and an airport we do not know is left to choose', async () => {
    mockApi();
    const user = await scan(passFile(await barcodePng('azteccode', bcbpText('ROSSI/MARIO', 'ABC123', [ROME_TO_PARIS, PARIS_TO_NEW_YORK]))));

    await user.click(await screen.findByRole('button', { name: /^Tutto il viaggio/ }, { timeout: 15_000 }));
    const outcome = (await scanOutcome()).parentElement!;
    expect(outcome).toHaveTextContent('Roma Fiumicino (FCO) → JFK, 1 giugno 2026, volo AZ318');
    expect(within(outcome).getByText('Come volo indichiamo il primo, AZ318: puoi cambiarlo al passo 3.')).toBeInTheDocument();
    expect(within(outcome).getByText("Non troviamo l'aeroporto JFK: sceglilo qui sotto.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveValue('Roma Fiumicino (FCO)'));
  });

  it('when day 360 is scanned on 5 January, then the flight is of 26 December of the year before', async () => {
    vi.setSystemTime(new Date('2027-01-05T09:00:00Z'));
    mockApi();
    await scan(passFile(await barcodePng('qrcode', bcbpText('ROSSI/MARIO', 'ABC123', [{ ...ROME_TO_PARIS, day: 360 }]))));

    expect((await scanOutcome()).parentElement).toHaveTextContent('26 dicembre 2026, volo AZ318');
  });

  it('when the picture has no readable boarding pass, then the message says so and the manual form stays', async () => {
    mockApi();
    const blank = photoLike(await barcodePng('qrcode', 'not a boarding pass'), 0, 0);
    const user = await scan(passFile(blank));

    expect(await screen.findByText(/Non riusciamo a leggere il codice della carta d'imbarco: prova con una foto più nitida o inserisci i dati a mano/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await user.upload(boardingPassField(), new File(['not an image'], 'foto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/Non riusciamo a leggere il codice/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveValue('');
    expect(stepHeading()).toHaveTextContent('Aeroporti');
  });

  it('when the file is over 20 MB, then it is not read and the message says so', async () => {
    mockApi();
    await scan(new File([new Uint8Array(21 * 1024 * 1024)], 'video.png', { type: 'image/png' }));

    expect(await screen.findByText("Il file è troppo grande (oltre 20 MB): fotografa solo la carta d'imbarco o inserisci i dati a mano")).toBeInTheDocument();
  });

  it('the field takes pictures and PDFs, lets the phone offer its camera and says nothing is uploaded', () => {
    mockApi();
    renderWizard();

    const field = boardingPassField();
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(field).not.toHaveAttribute('capture');
    expect(field).toHaveAccessibleDescription(/Il file non viene caricato sui nostri server/);
  });
});
