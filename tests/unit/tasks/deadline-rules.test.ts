import { describe, expect, it } from 'vitest';
import { evolveClaim, initialClaimState, type ClaimState } from '../../../src/claims/contract.js';
import type { ClaimSentToAirlineData } from '../../../src/demands/contract.js';
import type { ClaimFacts } from '../../../src/tasks/claim-facts.js';
import { enacComplaintTask, limitationCheckTask, unansweredSending } from '../../../src/tasks/deadline-rules.js';
import { claimSubmitted, submitted } from '../claims/claim-fixtures.js';

const claimFlownOn = (flightDate: string): ClaimState => evolveClaim(initialClaimState, { ...claimSubmitted, data: { ...submitted, flightDate } }, '2026-01-10T09:00:00.000Z');

const sending: ClaimSentToAirlineData = {
  messageId: '<lettera-1@rimborsovolo24.it>',
  airlineCode: 'AZ',
  recipient: 'reclami@az.example.com',
  letterDocumentId: 'd1',
  attachmentDocumentIds: [],
  identityDocumentsRequested: false,
  sentAt: '2026-09-01T10:00:00.000Z',
};

const facts = (over: Partial<ClaimFacts> = {}): ClaimFacts => ({ claim: claimFlownOn('2026-08-20'), open: true, unanswered: sending, sendings: [], reopenedAt: undefined, reopenings: [], mandated: new Set([1]), ...over });

describe('when a «Reclamo ENAC» task is due', () => {
  it('when the airline has not answered for six weeks, then the sending is unanswered and the task is due in a week, naming the carrier and the day it went', () => {
    const sent = unansweredSending(facts(), new Date('2026-10-13T10:00:00.000Z'))!;
    expect(sent).toBe(sending);
    expect(enacComplaintTask(sent, 'ITA Airways (AZ)', '2026-10-13')).toEqual({ dueOn: '2026-10-20', reason: 'Nessuna risposta da ITA Airways (AZ) a 6 settimane dall’invio del 01/09/2026' });
  });

  it('when six weeks have not passed, or the airline answered, or the claim is closed, then no task is due', () => {
    expect(unansweredSending(facts(), new Date('2026-10-13T09:59:59.000Z'))).toBeUndefined();
    expect(unansweredSending(facts({ unanswered: undefined }), new Date('2026-12-01T10:00:00.000Z'))).toBeUndefined();
    expect(unansweredSending(facts({ open: false }), new Date('2026-12-01T10:00:00.000Z'))).toBeUndefined();
  });
});

describe('when a «Verifica prescrizione» task is due', () => {
  it('when the flight is ten months old, then the task is due the day before its first anniversary, at most two weeks away', () => {
    expect(limitationCheckTask(facts({ claim: claimFlownOn('2025-12-20') }), '2026-10-20')).toEqual({ dueOn: '2026-11-03', reason: 'Volo del 20/12/2025: l’anno dal volo scade il 20/12/2026, verificare il termine applicabile' });
    expect(limitationCheckTask(facts({ claim: claimFlownOn('2025-10-25') }), '2026-10-20')).toEqual({ dueOn: '2026-10-24', reason: 'Volo del 25/10/2025: l’anno dal volo scade il 25/10/2026, verificare il termine applicabile' });
  });

  it('when the year from the flight has already run out, then the task is due in three days and says the term must be checked', () => {
    expect(limitationCheckTask(facts({ claim: claimFlownOn('2025-06-01') }), '2026-10-20')).toEqual({ dueOn: '2026-10-23', reason: 'Volo del 01/06/2025: è passato più di un anno, il termine per agire è da verificare' });
  });

  it('when the flight is younger than ten months, or the claim is closed, then no task is due', () => {
    expect(limitationCheckTask(facts({ claim: claimFlownOn('2026-01-01') }), '2026-10-20')).toBeUndefined();
    expect(limitationCheckTask(facts({ claim: claimFlownOn('2025-06-01'), open: false }), '2026-10-20')).toBeUndefined();
  });
});
