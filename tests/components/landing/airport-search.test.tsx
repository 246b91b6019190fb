import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AirportSearch, type Airport } from '@/components/airport-search';

/** An airport the Italian table does not name: the dataset's English name, as long as they come. */
const LONG: Airport = { id: 9, name: 'Aeropuerto Internacional Presidente Carlos Ibáñez del Campo', iataCode: 'PUQ', city: 'Punta Arenas', country: 'Cile', countryCode: 'CL', latitude: -53, longitude: -70.85, timeZone: 'America/Punta_Arenas' };
const FIUMICINO: Airport = { id: 1, name: 'Roma Fiumicino', iataCode: 'FCO', city: 'Roma', country: 'Italia', countryCode: 'IT', latitude: 41.8, longitude: 12.24, timeZone: 'Europe/Rome' };

function Field({ initial }: { initial: Airport | null }) {
  const [value, setValue] = useState<Airport | null>(initial);
  const useSuggestions = (query: string, enabled: boolean) => ({ data: enabled ? [FIUMICINO, LONG].filter((airport) => airport.name.toLowerCase().includes(query.toLowerCase())) : [], isFetching: false, error: null });
  return <AirportSearch label="Aeroporto di partenza" value={value} onChange={setValue} useSuggestions={useSuggestions} />;
}

describe('the airport field', () => {
  it('when an airport with a long name is chosen, then its whole name and code are shown in wrapping text under the field, and in its title', async () => {
    const user = userEvent.setup();
    render(<Field initial={null} />);
    await user.type(screen.getByRole('combobox', { name: 'Aeroporto di partenza' }), 'Carlos');
    await user.click(await screen.findByRole('option', { name: /Carlos Ibáñez del Campo \(PUQ\)/ }));

    const whole = `${LONG.name} (PUQ)`;
    const shown = screen.getByText(whole);
    expect(shown.closest('p')).toHaveClass('break-words');
    expect(shown.closest('p')).toHaveTextContent(`${whole} · Punta Arenas, Cile`);
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveAttribute('title', whole);
  });

  it('when an Italian airport is chosen, then it reads in Italian with its code once', () => {
    render(<Field initial={FIUMICINO} />);
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveValue('Roma Fiumicino (FCO)');
    expect(screen.getByText('Roma Fiumicino (FCO)').closest('p')).toHaveTextContent(/^Roma Fiumicino \(FCO\) · Roma, Italia$/);
  });

  it('when the passenger types over the chosen airport, then the line under the field goes away', async () => {
    const user = userEvent.setup();
    render(<Field initial={FIUMICINO} />);
    await user.type(screen.getByRole('combobox', { name: 'Aeroporto di partenza' }), 'x');
    expect(document.querySelector('[data-chosen-airport]')).toBeNull();
  });
});
