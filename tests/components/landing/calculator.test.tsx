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

describe('compensation calculator', () => {
  beforeEach(() => {
    mockAirportSearch();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the legend, and no estimate until airports and type are set', async () => {
    const user = renderCalculator();
    expect(screen.getByRole('heading', { name: 'Calcolatore Risarcimento' })).toBeInTheDocument();
    expect(screen.getByText('Scopri quanto puoi ottenere secondo la normativa EU 261/2004')).toBeInTheDocument();
    const legend = screen.getByRole('complementary', { name: 'Normativa EU 261/2004' });
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

  it('FCO → JFK, 4 hours late: 600 €, commission 183 €, net 417 €, and the call to action', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'Ritardo volo');
    await user.type(screen.getByLabelText("Ore di ritardo all'arrivo"), '4');

    expect(row('Distanza')).toHaveTextContent(/\d\.\d{3} km \(Voli lunghi\)/);
    expect(row('Idoneità')).toHaveTextContent('Idoneo');
    expect(row('Risarcimento base')).toHaveTextContent('600 €');
    expect(row('Commissione (25% + IVA)')).toHaveTextContent('183 €');
    expect(row('Importo netto per te')).toHaveTextContent('417 €');
    expect(within(resultPanel()).getByText('Ritardo di 4 ore: hai diritto al risarcimento completo secondo EU 261/2004.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CTA })).toBeVisible();
    expect(screen.getByText('Verifica gratuita • Paghi solo in caso di successo')).toBeInTheDocument();
  });

  it('a 1-hour delay is not eligible and hides the call to action; the estimate follows every change', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'delay');
    const hours = screen.getByLabelText("Ore di ritardo all'arrivo");
    await user.type(hours, '1');

    expect(row('Idoneità')).toHaveTextContent('Non idoneo');
    expect(within(resultPanel()).getByText('Ritardo di 1 ore: sotto la soglia minima per il risarcimento EU 261/2004.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CTA })).not.toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '5');
    expect(row('Idoneità')).toHaveTextContent('Idoneo');
    expect(screen.getByRole('button', { name: CTA })).toBeInTheDocument();
  });

  it('rejects delay hours outside 0–48', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'delay');
    await user.type(screen.getByLabelText("Ore di ritardo all'arrivo"), '60');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un numero di ore tra 0 e 48.');
    expect(within(resultPanel()).queryByText('Risarcimento base')).not.toBeInTheDocument();
  });

  it('baggage: the smaller of 1500 € and the distance band', async () => {
    const user = renderCalculator();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Tipo di problema'), 'Bagaglio smarrito/danneggiato');

    expect(screen.queryByLabelText("Ore di ritardo all'arrivo")).not.toBeInTheDocument();
    expect(row('Risarcimento base')).toHaveTextContent('600 €');
    expect(within(resultPanel()).getByText('Bagaglio smarrito/danneggiato: risarcimento secondo Convenzione di Montreal.')).toBeInTheDocument();
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
