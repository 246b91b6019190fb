import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import ClaimPage from '@/app/admin/claim-page';
import type { AdminClaim } from '@/features/admin-claims/api/claims';
import { MessagesPanel } from '@/features/admin-messages/messages-panel';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const me = (role: 'admin' | 'operator') => json({ operator: { id: 'op-1', name: 'Anna', email: 'anna@rimborsovolo24.it', role }, csrfToken: 'csrf', twoFactor: { enabled: false } });

const claim = (overrides: Partial<AdminClaim> = {}) =>
  ({
    id: 7, version: 3, practiceNumber: '480007', passengerName: 'Maria Rossi', email: 'maria@example.it', phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
    departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', departureIata: 'FCO', arrivalIata: 'JFK', issueType: 'delay', issueDetails: null, compensationAmount: 600,
    estimatedCompensation: 600, actualCompensation: null, isEligible: 'yes', adminStatus: 'under_review', adminNotes: null, passengerNote: null, assignedTo: null, priority: 'normal',
    createdAt: '2026-10-05T09:00:00Z', updatedAt: '2026-10-06T09:00:00Z', processedAt: null, completedAt: null, personalDataErasedAt: null, bookingReference: null, doItYourselfSince: null,
    passengers: [{ passengerId: 1, fullName: 'Maria Rossi' }], verifiedFlight: null, ipAddress: null, refererUrl: null, flightIata: null, airline: null, status: null, delayMinutes: null,
    cancellationReason: null, scheduledDeparture: null, actualDeparture: null, scheduledArrival: null, actualArrival: null, apiCallsCount: 0, lastVisibleAt: null, silentDays: null, ...overrides,
  }) as unknown as AdminClaim;

const letter = { documentId: 'd'.repeat(32), language: 'it', amountCents: 60_000, generatedAt: '2026-10-07T09:00:00Z', objectPath: '/x' };
const sentOn = (day: string) => ({ letterDocumentId: 'd'.repeat(32), recipient: 'claims@az.example', status: 'sent', requestedAt: `${day}T09:00:00Z`, sentAt: `${day}T09:01:00Z`, messageId: null, failureReason: null, channel: 'email', pecAcceptedAt: null, deliveredAt: null, deliveryFailedAt: null });

/** The claim's page at /admin/practice/7, its letter sent on that day and not answered. */
function openClaimPage(path: string, { role = 'operator' as 'admin' | 'operator', sentDay = '2026-10-08', status = 'under_review' as AdminClaim['adminStatus'] } = {}) {
  window.history.replaceState(null, '', path);
  const requests: string[] = [];
  mockFetch((url, init) => {
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/admin/me') return me(role);
    if (url.pathname === '/api/admin/flight-checks/7') return json(claim({ adminStatus: status }));
    if (url.pathname === '/api/admin/flight-checks/7/mandates') return json({ claimId: 7, practiceNumber: '480007', values: {}, passengers: [{ passengerId: 1, fullName: 'Maria Rossi', signed: { signedAt: '2026-10-05T10:00:00Z' } }] });
    if (url.pathname === '/api/admin/flight-checks/7/airline') return json({ claimId: 7, missing: [], letter, dispatch: sentOn(sentDay), replies: [], allowedRecipients: [], channel: 'email', airlineCode: 'AZ', carrier: null, suggestedRecipient: null });
    if (url.pathname === '/api/admin/flight-checks/7/tasks') return json({ tasks: [], today: '2026-10-10' });
    if (url.pathname === '/api/admin/flight-checks/7/billing') return json({ claimId: 7, practiceNumber: '480007', totalCents: 60_000, receivedCents: 0, airlinePayments: [], invoices: [], passengers: [{ passengerId: 1, fullName: 'Maria Rossi', state: 'awaiting_payment' }] });
    if (url.pathname === '/api/admin/flight-checks/7/messages') return json({ messages: [] });
    if (url.pathname === '/api/admin/flight-checks/7/duplicates') return json({ items: [] });
    if (url.pathname === '/api/email-templates') return json([]);
    return undefined;
  });
  renderWithClient(<Route path="/admin/practice/:id" component={ClaimPage} />);
  return requests;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-10T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the claim page’s header', () => {
  it('when the letter went to the airline and nobody answered, then the header says the claim waits for the airline, by six weeks after the sending', async () => {
    openClaimPage('/admin/practice/7');
    const next = await screen.findByRole('region', { name: 'Prossima azione' });

    expect(await within(next).findByText('La risposta della compagnia alla lettera')).toBeInTheDocument();
    expect(next).toHaveTextContent('Da: Compagnia aerea');
    expect(next).toHaveTextContent('Entro il 19 nov 2026');
    expect(screen.getByRole('button', { name: 'Cambia stato o assegna' })).toBeInTheDocument();
  });

  it('when the airline’s six weeks are over, then the date is marked as passed', async () => {
    openClaimPage('/admin/practice/7', { sentDay: '2026-08-01' });
    const next = await screen.findByRole('region', { name: 'Prossima azione' });

    expect(await within(next).findByText('Scaduta il 12 set 2026')).toBeInTheDocument();
  });

  it('when «Cambia stato o assegna» is chosen, then the status form opens with no «Nota per il passeggero»', async () => {
    const user = userEvent.setup();
    openClaimPage('/admin/practice/7');
    await user.click(await screen.findByRole('button', { name: 'Cambia stato o assegna' }));

    const dialog = screen.getByRole('dialog', { name: 'Stato, assegnazione e priorità' });
    expect(within(dialog).getByLabelText('Stato della pratica')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nota per il passeggero')).not.toBeInTheDocument();
  });
});

describe('the claim page’s sections', () => {
  it('opens on «Riepilogo»; another section is kept in the address, and «Scrivi al passeggero» opens the conversation', async () => {
    const user = userEvent.setup();
    openClaimPage('/admin/practice/7');
    const summary = await screen.findByRole('tab', { name: 'Riepilogo' });

    expect(summary).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Dati della pratica' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mandati' })).not.toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Passeggeri e denaro' }));
    expect(window.location.search).toBe('?section=passeggeri');
    expect(screen.getByRole('heading', { name: 'Mandati' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scrivi al passeggero' }));
    expect(window.location.search).toBe('?section=messaggi');
    expect(screen.getByRole('heading', { name: 'Conversazione con il passeggero' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invia email al passeggero' })).not.toBeInTheDocument();
  });

  it('when an operator (not an admin) opens ?section=tecnica, then «Tecnica» is not offered and the page opens on «Riepilogo»', async () => {
    openClaimPage('/admin/practice/7?section=tecnica');
    expect(await screen.findByRole('tab', { name: 'Riepilogo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Tecnica' })).not.toBeInTheDocument();
  });

  it('when an admin opens ?section=compagnia, then «Compagnia aerea» is open and «Tecnica» is offered', async () => {
    openClaimPage('/admin/practice/7?section=compagnia', { role: 'admin' });
    expect(await screen.findByRole('tab', { name: 'Compagnia aerea' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Tecnica' })).toBeInTheDocument();
  });
});

describe('writing to the passenger', () => {
  const template = { id: 't1', version: 1, name: 'Richiesta carta d’imbarco', subject: 'Pratica {{practiceNumber}}', content: 'Ciao {{passengerName}}, ci serve la carta d’imbarco del volo {{flightNumber}}.', templateType: 'custom', isActive: true, usageCount: 0, createdAt: '', updatedAt: '' };
  const withLink = { ...template, id: 't2', name: 'Link di caricamento', content: 'Carica qui: {{uploadLink}}' };

  function renderPanel() {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/email-templates') return json([template, withLink, { ...template, id: 't3', name: 'Spento', isActive: false }]);
      if (url.pathname === '/api/admin/flight-checks/7/messages' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json({ messages: [] }, 201);
      }
      if (url.pathname === '/api/admin/flight-checks/7/messages') return json({ messages: [] });
      return undefined;
    });
    renderWithClient(<MessagesPanel claimId={7} values={{ passengerName: 'Maria Rossi', practiceNumber: '480007', flightNumber: 'AZ610' }} />);
    return sent;
  }

  it('when the operator starts from a template and unticks «invia anche per email», then the message goes with the claim’s values and alsoByEmail false', async () => {
    const user = userEvent.setup();
    const sent = renderPanel();
    const picker = await screen.findByLabelText('Parti da un modello');
    await screen.findByRole('option', { name: 'Richiesta carta d’imbarco' });
    expect(within(picker).queryByRole('option', { name: 'Spento' })).not.toBeInTheDocument();

    await user.selectOptions(picker, 't1');
    expect(screen.getByLabelText('Scrivi al passeggero')).toHaveValue('Ciao Maria Rossi, ci serve la carta d’imbarco del volo AZ610.');
    expect(screen.getByRole('checkbox', { name: /Invia anche per email/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Invia anche per email/ }));
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    await vi.waitFor(() => expect(sent).toEqual([{ text: 'Ciao Maria Rossi, ci serve la carta d’imbarco del volo AZ610.', messageId: expect.any(String), alsoByEmail: false }]));
  });

  it('when a placeholder the page cannot fill is left in the text, then nothing is sent and the operator is told which', async () => {
    const user = userEvent.setup();
    const sent = renderPanel();
    await screen.findByRole('option', { name: 'Link di caricamento' });
    await user.selectOptions(screen.getByLabelText('Parti da un modello'), 't2');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByText('Sostituisci {{uploadLink}} con il testo giusto prima di inviare.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
