import { describe, expect, it } from 'vitest';
import type { PayoutState } from '@contracts/billing';
import { nextAction, type NextActionFacts } from '@/app/admin/next-action';

const open = { adminStatus: 'under_review' as const, doItYourselfSince: null, personalDataErasedAt: null };
const signed = { fullName: 'Mario Rossi', signed: { signedAt: '2026-10-01T10:00:00Z' } } as never;
const letter = { documentId: 'd'.repeat(32), language: 'it' as const, amountCents: 40_000, generatedAt: '2026-10-02T10:00:00Z', objectPath: 'x' };
const sent = {
  letterDocumentId: 'd'.repeat(32),
  recipient: 'claims@airline.example',
  status: 'sent' as const,
  requestedAt: '2026-10-02T10:00:00Z',
  sentAt: '2026-10-02T10:01:00Z',
  messageId: null,
  failureReason: null,
  channel: 'email' as const,
  pecAcceptedAt: null,
  deliveredAt: null,
  deliveryFailedAt: null,
};
const reply = (outcome: 'accepted' | 'rejected') => ({ outcome, outcomeLabel: outcome, amountCents: null, reason: null, receivedOn: '2026-10-20', documentObjectPath: null, recordedAt: '2026-10-20T09:00:00Z' });
const payouts = (...states: PayoutState[]) => ({ passengers: states.map((state, index) => ({ fullName: index === 0 ? 'Mario Rossi' : 'Anna Rossi', state }) as never) });

/** A claim under review, its mandate signed, its letter sent and answered «accepted», nobody paid yet. */
const facts = (overrides: Partial<NextActionFacts> = {}): NextActionFacts => ({
  claim: open,
  mandates: { passengers: [signed] },
  airline: { missing: [], letter, dispatch: sent, replies: [reply('accepted')] },
  tasks: [],
  billing: payouts('awaiting_payment'),
  ...overrides,
});

describe('the next action on a claim page', () => {
  it('waits for nobody on a rejected, erased or completed-and-paid claim', () => {
    expect(nextAction(facts({ claim: { ...open, adminStatus: 'rejected' } }))).toMatchObject({ who: 'nobody', what: 'Nessuna: la pratica è respinta' });
    expect(nextAction(facts({ claim: { ...open, personalDataErasedAt: '2026-11-01T00:00:00Z' } }))).toMatchObject({ who: 'nobody' });
    expect(nextAction(facts({ claim: { ...open, adminStatus: 'completed' }, billing: payouts('paid') }))).toEqual({ what: 'Nessuna: la pratica è completata', who: 'nobody', by: null });
    expect(nextAction(facts({ claim: { ...open, adminStatus: 'completed' }, billing: payouts('awaiting_payment') }))?.who).toBe('nobody');
  });

  it('on a completed claim whose passenger is not paid yet, asks for the missing payout step', () => {
    expect(nextAction(facts({ claim: { ...open, adminStatus: 'completed' }, billing: payouts('awaiting_bank_details') }))).toMatchObject({ who: 'passenger', what: 'Le coordinate bancarie per il bonifico' });
  });

  it('waits for the passenger on a «Fai da te» claim', () => {
    expect(nextAction(facts({ claim: { ...open, doItYourselfSince: '2026-10-01T00:00:00Z' } }))?.who).toBe('passenger');
  });

  it('puts the earliest open task first, by its due day', () => {
    const tasks = [
      { kindLabel: 'Verifica prescrizione', reason: 'Scade il termine', dueOn: '2026-12-20', completedAt: null, ownerName: null },
      { kindLabel: 'Reclamo ENAC', reason: 'Nessuna risposta da AZ', dueOn: '2026-12-01', completedAt: null, ownerName: 'Giulia' },
      { kindLabel: 'Fattura in ritardo', reason: 'Già fatto', dueOn: '2026-11-01', completedAt: '2026-11-02T00:00:00Z', ownerName: null },
    ];
    expect(nextAction(facts({ tasks }))).toEqual({ what: 'Reclamo ENAC: Nessuna risposta da AZ', who: 'operator', by: '2026-12-01' });
  });

  it('asks the operators to assess a new claim', () => {
    expect(nextAction(facts({ claim: { ...open, adminStatus: 'pending' } }))).toMatchObject({ who: 'operator', what: 'Valutare la pratica e metterla in revisione o respingerla' });
  });

  it('waits for the passengers who have not signed their mandate, by name', () => {
    const unsigned = { fullName: 'Anna Rossi', signed: null } as never;
    expect(nextAction(facts({ mandates: { passengers: [signed, unsigned] } }))).toEqual({ what: 'Il mandato firmato (Anna Rossi)', who: 'passenger', by: null });
  });

  it('asks for the letter: its missing data first, then to make it, then to send it (again, when sending failed)', () => {
    expect(nextAction(facts({ airline: { missing: ['l’IBAN'], letter: null, dispatch: null, replies: [] } }))?.what).toBe('Completare i dati per la lettera alla compagnia: l’IBAN');
    expect(nextAction(facts({ airline: { missing: [], letter: null, dispatch: null, replies: [] } }))?.what).toBe('Preparare la lettera alla compagnia aerea');
    expect(nextAction(facts({ airline: { missing: [], letter, dispatch: null, replies: [] } }))?.what).toBe('Inviare la lettera alla compagnia aerea');
    expect(nextAction(facts({ airline: { missing: [], letter, dispatch: { ...sent, status: 'failed' }, replies: [] } }))?.what).toBe('Inviare la lettera alla compagnia aerea');
  });

  it('waits for the airline’s answer for six weeks from the sending', () => {
    expect(nextAction(facts({ airline: { missing: [], letter, dispatch: sent, replies: [] } }))).toEqual({ what: 'La risposta della compagnia alla lettera', who: 'airline', by: '2026-11-13' });
  });

  it('after a refusal, asks the operators to decide', () => {
    expect(nextAction(facts({ airline: { missing: [], letter, dispatch: sent, replies: [reply('rejected')] } }))?.who).toBe('operator');
  });

  it('after an acceptance, follows the money: the airline’s payment, the invoice, the batch, then completing the claim', () => {
    expect(nextAction(facts())).toMatchObject({ who: 'airline', what: 'Il pagamento della compagnia, da registrare in «Pagamenti e fatture»' });
    expect(nextAction(facts({ billing: payouts('awaiting_invoice') }))?.what).toBe('Emettere la fattura su quanto ricevuto');
    expect(nextAction(facts({ billing: payouts('paid', 'ready') }))?.what).toBe('Mettere il bonifico in una distinta di pagamento (Anna Rossi)');
    expect(nextAction(facts({ billing: payouts('paid', 'voucher') }))).toEqual({ what: 'Tutto pagato: completare la pratica', who: 'operator', by: null });
  });

  it('says nothing while what it needs is still loading', () => {
    expect(nextAction(facts({ tasks: undefined }))).toBeUndefined();
    expect(nextAction(facts({ airline: undefined }))).toBeUndefined();
  });
});
