import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '@/features/admin-claims/api/claims';
import { PastVersion } from '@/features/admin-claims/claim-detail/past-version';
import { Timeline } from '@/features/admin-claims/claim-detail/timeline';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const ENTRIES: TimelineEntry[] = [
  {
    version: 3,
    eventId: 'e3',
    type: 'ClaimDetailsEdited',
    at: '2026-11-20T10:30:00Z',
    actor: { kind: 'operator', id: '7', name: 'Giulia Verdi' },
    description: 'Dati della pratica modificati',
    changes: [
      { field: 'phone', label: 'telefono', from: null, to: '+39 333 7654321' },
      { field: 'compensationAmount', label: 'importo risarcimento', from: 400, to: 600 },
      { field: 'flightDate', label: 'data volo', from: '2026-10-03', to: '2026-10-04' },
    ],
  },
  { version: 2, eventId: 'e2', type: 'EmailSent', at: '2026-11-20T09:01:00Z', actor: { kind: 'system', id: 'worker', name: '' }, description: 'Email inviata a maria@example.it' },
  { version: 1, eventId: 'e1', type: 'ClaimSubmitted', at: '2026-11-20T09:00:00Z', actor: { kind: 'passenger', id: 'web', name: '' }, description: 'Richiesta inviata dal passeggero (pratica #482913)' },
];

const PAST_CLAIM = {
  id: 12, version: 1, practiceNumber: '482913', passengerName: 'Maria Rossi', email: 'maria@example.it', phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
  departureAirportId: 1, arrivalAirportId: 2, departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK',
  issueType: 'delay', issueDetails: null, delayReason: null, adminStatus: 'pending', adminNotes: null, passengerNote: null, assignedTo: null, priority: 'normal', isEligible: 'pending',
  compensationAmount: null, estimatedCompensation: null, communications: 0, processedAt: null, completedAt: null, personalDataErasedAt: null, createdAt: '2026-11-20T09:00:00Z', updatedAt: '2026-11-20T09:00:00Z',
};

function TimelineWithPastVersion() {
  const [viewing, setViewing] = useState<TimelineEntry>();
  return (
    <>
      {viewing && <PastVersion claimId={12} entry={viewing} onClose={() => setViewing(undefined)} />}
      <Timeline claimId={12} viewing={viewing?.version} onView={setViewing} />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the audit timeline', () => {
  it('when it loads, then every event shows newest first with its actor, time and the edit’s diff', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/flight-checks/12/timeline' ? json({ entries: ENTRIES }) : undefined));
    renderWithClient(<Timeline claimId={12} viewing={undefined} onView={() => {}} />);

    const items = within(await screen.findByRole('list', { name: 'Cronologia della pratica' })).getAllByRole('listitem').filter((item) => item.tagName === 'LI' && item.parentElement?.tagName === 'OL');
    expect(items.map((item) => within(item).getByText(/versione \d/).textContent)).toEqual(['Giulia Verdi · versione 3', 'Sistema · versione 2', 'Passeggero · versione 1']);
    expect(items[0]!.textContent).toMatch(/Telefono: —\s*→\s*\+39 333 7654321/);
    expect(items[0]!.textContent).toMatch(/Importo risarcimento: 400\s€\s*→\s*600\s€/);
    expect(items[0]!.textContent).toMatch(/Data volo: 3 ott 2026\s*→\s*4 ott 2026/);
    expect(items[0]!.textContent).toContain('20 nov 2026, 11:30'); // Rome time
  });

  it('when an event is chosen, then the claim as it was right after it shows, marked as a past version, until closed', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname !== '/api/admin/flight-checks/12/timeline') return undefined;
      return url.searchParams.get('asOf') === '1' ? json({ version: 1, claim: PAST_CLAIM }) : json({ entries: ENTRIES });
    });
    renderWithClient(<TimelineWithPastVersion />);
    const buttons = await screen.findAllByRole('button', { name: 'Vedi la pratica a questo punto' });

    await userEvent.click(buttons[2]!);

    const past = await screen.findByRole('region', { name: 'Versione storica' });
    expect(within(past).getByRole('status').textContent).toContain('dopo «Richiesta inviata dal passeggero (pratica #482913)» (versione 1)');
    expect(await within(past).findByText('Maria Rossi')).toBeDefined();
    expect(within(past).getByText('In Attesa')).toBeDefined();
    expect(fetch).toHaveBeenCalledWith('/api/admin/flight-checks/12/timeline?asOf=1', expect.anything());

    await userEvent.click(within(past).getByRole('button', { name: 'Torna alla versione attuale' }));
    expect(screen.queryByRole('region', { name: 'Versione storica' })).toBeNull();
  });
});
