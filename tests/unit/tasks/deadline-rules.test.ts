import { describe, expect, it } from 'vitest';
import { evolveClaim, initialClaimState, type ClaimState } from '../../../src/claims/contract.js';
import type { ClaimSentToAirlineData } from '../../../src/demands/contract.js';
import type { ClaimFacts } from '../../../src/tasks/claim-facts.js';
import { enacComplaintTask, limitationCheckTask, unansweredSending } from '../../../src/tasks/deadline-rules.js';
import { lapseOutcome } from '../../../src/tasks/lapsed-tasks.js';
import { limitationTaskId } from '../../../src/tasks/task-ids.js';
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

describe('«Verifica prescrizione» after a letter delivered by PEC (artt. 2943 co. 4 and 2945 c.c.)', () => {
  const flownInJune = (over: Partial<ClaimFacts> = {}) => facts({ claim: claimFlownOn('2025-06-01'), ...over });

  it('when the PEC provider certified the letter delivered, then the new year runs from the delivery: no check until ten months from it', () => {
    expect(limitationCheckTask(flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }), '2026-10-20')).toBeUndefined();
    expect(limitationCheckTask(flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }), '2027-01-04')).toBeUndefined();
  });

  it('when ten months from the delivery have passed, then the task names the delivery and the day the new term ends', () => {
    expect(limitationCheckTask(flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }), '2027-01-10')).toEqual({
      dueOn: '2027-01-24',
      reason: 'Lettera consegnata via PEC il 05/03/2026: il nuovo termine scade il 05/03/2027',
    });
    expect(limitationCheckTask(flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }), '2027-02-25')).toEqual({
      dueOn: '2027-03-04',
      reason: 'Lettera consegnata via PEC il 05/03/2026: il nuovo termine scade il 05/03/2027',
    });
  });

  it('when the delivery came late in the evening, then its day is the Italian one', () => {
    expect(limitationCheckTask(flownInJune({ lastDeliveredAt: '2026-03-05T23:30:00.000Z' }), '2027-01-10')?.reason).toBe('Lettera consegnata via PEC il 06/03/2026: il nuovo termine scade il 06/03/2027');
  });

  it('when the year from the delivery has run out too, then the task is due in three days and says the term must be checked', () => {
    expect(limitationCheckTask(flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }), '2027-03-10')).toEqual({
      dueOn: '2027-03-13',
      reason: 'Lettera consegnata via PEC il 05/03/2026: è passato più di un anno, il termine per agire è da verificare',
    });
  });

  it('when the letter went by plain e-mail (no receipt of delivery), then the period still runs from the flight', () => {
    expect(limitationCheckTask(flownInJune({ unanswered: sending, lastDeliveredAt: undefined }), '2026-10-20')).toEqual({
      dueOn: '2026-10-23',
      reason: 'Volo del 01/06/2025: è passato più di un anno, il termine per agire è da verificare',
    });
  });

  it('when a letter is delivered while the check counted from the flight is open, then that check lapses: the new period has its own', () => {
    const fromFlight = { id: limitationTaskId(7, undefined), claimId: 7, kind: 'limitation_check' as const };
    expect(lapseOutcome(fromFlight, flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }))).toBe('lettera consegnata via PEC il 05/03/2026, il termine decorre di nuovo');
    expect(lapseOutcome(fromFlight, flownInJune())).toBeUndefined();
    const fromDelivery = { ...fromFlight, id: limitationTaskId(7, undefined, '2026-03-05') };
    expect(lapseOutcome(fromDelivery, flownInJune({ lastDeliveredAt: '2026-03-05T10:00:00.000Z' }))).toBeUndefined();
  });
});
