import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/api-client';
import { CompensationCalculator } from '@/features/landing/calculator/compensation-calculator';
import { mockAirportSearch } from './airports';

const CTA = 'Inizia la richiesta di risarcimento';

function renderCalculator() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompensationCalculator />
    </QueryClientProvider>,
  );
  return user;
}

async function chooseAirport(user: ReturnType<typeof userEvent.setup>, label: string, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRoute(user: ReturnType<typeof userEvent.setup>) {
  await chooseAirport(user, 'Aeroporto di partenza', 'Roma', /Roma Fiumicino \(FCO\)/);
  await chooseAirport(user, 'Aeroporto di arrivo', 'New York', /New York JFK \(JFK\)/);
}

const resultPanel = () => screen.getByRole('region', { name: 'Stima del risarcimento' });
const row = (label: string) => within(resultPanel()).getByText(label).closest('div') as HTMLElement;
/** The value of a row, as read (the non-breaking space before € reads as a space). */
const value = (label: string) => row(label).querySelector('dd') as HTMLElement;
const euro = (amount: string) => new RegExp(`^${amount.replace('.', '\\.')}\\s€$`);

describe('compensation calculator', () => {
  beforeEach(() => {
    mockAirportSearch();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the legend, and no estimate until airports and type are set', async () => {
    const user = renderCalculator();
    expect(screen.getByRole('heading', { name: 'Calcolatore del risarcimento' })).toBeInTheDocument();
    expect(screen.getByText('Scopri quanto puoi ottenere secondo il Regolamento (CE) n. 261/2004')).toBeInTheDocument();
    const legend = screen.getByRole('complementary', { name: 'Regolamento (CE) n. 261/2004' });
    expect(within(legend).getByText('250 €')).toBeInTheDocument();
    expect(within(legend).getByText('400 €')).toBeInTheDocument();
    expect(within(legend).getByText('600 €')).toBeInTheDocument();
    expect(screen.queryByLabelText("Ore di ritardo all'arrivo")).not.toBeInTheDocument();

    await fillRoute(user);
    expect(within(resultPanel()).queryByText('Risarcimento base')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'delay');
    // A delay also needs its hours.
    expect(within(resultPanel()).queryByText('Risarcimento base')).not.toBeInTheDocument();
    expect(screen.getByLabelText("Ore di ritardo all'arrivo")).toBeInTheDocument();
  });

  it('FCO → JFK, 4 hours late: halved to 300,00 €, commission 91,50 €, net 208,50 €, and the call to action', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'Ritardo volo');
    await user.type(screen.getByLabelText("Ore di ritardo all'arrivo"), '4');

    expect(row('Distanza')).toHaveTextContent(/\d\.\d{3} km \(Voli lunghi\)/);
    expect(row('Idoneità')).toHaveTextContent('Idoneo');
    expect(value('Risarcimento base')).toHaveTextContent(euro('300,00'));
    expect(value('Commissione (25% + IVA 22%)')).toHaveTextContent(euro('91,50'));
    expect(value('Importo netto per te')).toHaveTextContent(euro('208,50'));
    expect(within(resultPanel()).getByText(/^Ritardo di 4 ore all'arrivo: su questa distanza, fino a 4 ore di ritardo, il risarcimento è ridotto del 50%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CTA })).toBeVisible();
    expect(screen.getByText('Verifica gratuita • Paghi solo in caso di successo')).toBeInTheDocument();
  });

  it('FCO → JFK, 5 hours late: 600,00 €, commission 183,00 €, net 417,00 €', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'Ritardo volo');
    await user.type(screen.getByLabelText("Ore di ritardo all'arrivo"), '5');

    expect(row('Idoneità')).toHaveTextContent('Idoneo');
    expect(value('Risarcimento base')).toHaveTextContent(euro('600,00'));
    expect(value('Commissione (25% + IVA 22%)')).toHaveTextContent(euro('183,00'));
    expect(value('Importo netto per te')).toHaveTextContent(euro('417,00'));
    expect(within(resultPanel()).getByText("Ritardo di 5 ore all'arrivo: hai diritto al risarcimento completo secondo il Regolamento (CE) n. 261/2004.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CTA })).toBeVisible();
  });

  it('a 1-hour delay is not eligible and hides the call to action; the estimate follows every change', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'delay');
    const hours = screen.getByLabelText("Ore di ritardo all'arrivo");
    await user.type(hours, '1');

    expect(row('Idoneità')).toHaveTextContent('Non idoneo');
    expect(value('Risarcimento base')).toHaveTextContent(euro('0,00'));
    expect(within(resultPanel()).getByText(/^Ritardo di 1 ora all'arrivo: sotto le 3 ore il risarcimento non è dovuto/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CTA })).not.toBeInTheDocument();

    // Between 2 and 3 hours the label stays 'Da verificare', but nothing is due on the figures given.
    await user.clear(hours);
    await user.type(hours, '2.5');
    expect(row('Idoneità')).toHaveTextContent('Da verificare');
    expect(value('Risarcimento base')).toHaveTextContent(euro('0,00'));
    expect(value('Importo netto per te')).toHaveTextContent(euro('0,00'));
    expect(within(resultPanel()).getByText(/sotto le 3 ore il risarcimento non è dovuto\. Conta però l'orario in cui si sono aperte le porte/)).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '5');
    expect(row('Idoneità')).toHaveTextContent('Idoneo');
    expect(screen.getByRole('button', { name: CTA })).toBeInTheDocument();
  });

  it('when a phone types «3,5» hours on FCO → JFK, then the text field with the decimal keypad reads 3 h 30 min: 300,00 €, not 35 hours', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'delay');
    const hours = screen.getByLabelText("Ore di ritardo all'arrivo");
    expect(hours).toHaveAttribute('type', 'text');
    expect(hours).toHaveAttribute('inputmode', 'decimal');
    await user.type(hours, '3,5');
    expect(value('Risarcimento base')).toHaveTextContent(euro('300,00'));
    expect(within(resultPanel()).getByText(/^Ritardo di 3 h 30 min all'arrivo/)).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '3.5');
    expect(value('Risarcimento base')).toHaveTextContent(euro('300,00'));
  });

  it('rejects delay hours outside 0–48', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'delay');
    await user.type(screen.getByLabelText("Ore di ritardo all'arrivo"), '60');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un numero di ore tra 0 e 48.');
    expect(within(resultPanel()).queryByText('Risarcimento base')).not.toBeInTheDocument();
  });

  it('baggage: no amount from the distance band, "Da verificare" with the Montreal limit and the fee on what is obtained', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'Bagaglio smarrito/danneggiato');

    expect(screen.queryByLabelText("Ore di ritardo all'arrivo")).not.toBeInTheDocument();
    expect(row('Idoneità')).toHaveTextContent('Da verificare');
    expect(within(resultPanel()).queryByText('Risarcimento base')).not.toBeInTheDocument();
    expect(value('Risarcimento')).toHaveTextContent('fino a 1.519 DSP (circa 1.800 €), in base al danno documentato');
    expect(value('Commissione')).toHaveTextContent('25 % + IVA (30,5 % IVA inclusa) di quanto ottenuto');
    expect(resultPanel()).not.toHaveTextContent(/1\.500|600,00/);
    expect(within(resultPanel()).getByText(/^Bagaglio smarrito, danneggiato o in ritardo: la Convenzione di Montreal risarcisce il danno che documenti, fino a 1\.519 DSP/)).toBeInTheDocument();
  });

  it('the call to action fires switchToVerifica', async () => {
    const onSwitch = vi.fn();
    window.addEventListener('switchToVerifica', onSwitch);
    try {
      const user = renderCalculator();
      await fillRoute(user);
      await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'denied_boarding');
      await user.click(screen.getByRole('button', { name: CTA }));
      expect(onSwitch).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('switchToVerifica', onSwitch);
    }
  });
});
