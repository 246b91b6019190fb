import { describe, expect, it } from 'vitest';
import { evolve, initialClaimState } from '../../../src/claims/claim.js';
import type { ClaimEvent } from '../../../src/claims/claim-events.js';
import { claimDecider } from '../../../src/claims/claim-decider.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { assessment, claimSubmitted, submitted } from './claim-fixtures.js';

const given = deciderSpec(claimDecider);

const GIULIA = { id: '0b6c1a52-3f7e-4a55-9d1e-2b7c8e9f0a11', name: 'Giulia Verdi' };

describe('submitting a claim', () => {
  it('when a new claim is submitted, then it is recorded with its first eligibility assessment', () => {
    given().when({ type: 'SubmitClaim', claim: submitted, assessment }).then([claimSubmitted, { type: 'EligibilityAssessed', data: assessment }]);
  });

  it('when the claim exists already, then submitting again is refused', () => {
    given(claimSubmitted).when({ type: 'SubmitClaim', claim: submitted, assessment }).thenFails('La pratica è già stata inviata');
  });

  it('when a submission says nothing of whether an infant travelled free, or marks an adult as free, then it is refused naming that passenger’s field', () => {
    const infant = { passengerId: 2, fullName: 'Leo Rossi', dateOfBirth: '2025-12-01', email: null };
    const adult = { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1980-05-12', email: null };
    given().when({ type: 'SubmitClaim', claim: { ...submitted, passengers: [adult, infant] }, assessment }).thenFails('Indica se per questo bambino avete pagato un biglietto, anche solo la tariffa neonato', 'invalid');
    given().when({ type: 'SubmitClaim', claim: { ...submitted, passengers: [{ ...adult, travelledFree: true }] }, assessment }).thenFails('Si indica solo per i bambini che il giorno del volo non avevano ancora 2 anni', 'invalid');
  });

  it('when passenger 1, who fills in and signs, was under 2 on the flight’s day, then the submission is refused: the baby is added as another passenger', () => {
    const baby = { passengerId: 1, fullName: 'Leo Rossi', dateOfBirth: '2025-12-01', email: null, travelledFree: false };
    given().when({ type: 'SubmitClaim', claim: { ...submitted, passengers: [baby] }, assessment }).thenFails('Il passeggero 1 sei tu che compili la richiesta', 'invalid');
  });

  it('when a command targets a claim that does not exist, then it fails with not found', () => {
    given().when({ type: 'AssignClaim', operator: GIULIA }).thenFails('La pratica richiesta non esiste o non è accessibile');
  });
});

describe('editing details', () => {
  it('when fields change, then each changed field is recorded from → to, and unchanged ones are left out', () => {
    given(claimSubmitted)
      .when({ type: 'EditClaimDetails', details: { passengerName: 'Maria Bianchi', email: submitted.email, compensationAmount: 600 } })
      .then([
        {
          type: 'ClaimDetailsEdited',
          data: { changes: { passengerName: { from: 'Maria Rossi', to: 'Maria Bianchi' }, compensationAmount: { from: null, to: 600 } } },
        },
      ]);
  });

  it('when the edit carries status and notes too, then each becomes its own event', () => {
    given(claimSubmitted)
      .when({ type: 'EditClaimDetails', details: { delayReason: 'Guasto tecnico' }, adminStatus: 'under_review', adminNotes: 'Chiesta conferma ritardo' })
      .then([
        { type: 'ClaimDetailsEdited', data: { changes: { delayReason: { from: null, to: 'Guasto tecnico' } } } },
        { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'under_review', passengerNote: null } },
        { type: 'AdminNotesChanged', data: { from: null, to: 'Chiesta conferma ritardo' } },
      ]);
  });

  it('when nothing changes, then no event is recorded', () => {
    given(claimSubmitted).when({ type: 'EditClaimDetails', details: { flightNumber: 'AZ610' } }).then([]);
  });

  it('when the passenger name is blanked, then the edit is refused', () => {
    given(claimSubmitted).when({ type: 'EditClaimDetails', details: { passengerName: '   ' } }).thenFails('Il nome del passeggero non può essere vuoto');
  });
});

describe('changing status', () => {
  it('when any status is chosen, then the transition is recorded with the note for the passenger', () => {
    given(claimSubmitted)
      .when({ type: 'ChangeClaimStatus', to: 'approved', passengerNote: ' La compagnia ha confermato il ritardo. ' })
      .then([{ type: 'ClaimStatusChanged', data: { from: 'pending', to: 'approved', passengerNote: 'La compagnia ha confermato il ritardo.' } }]);
  });

  it('when going back from completed to pending, then it is allowed like any other transition', () => {
    given(claimSubmitted, { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'completed', passengerNote: null } })
      .when({ type: 'ChangeClaimStatus', to: 'pending' })
      .then([{ type: 'ClaimStatusChanged', data: { from: 'completed', to: 'pending', passengerNote: null } }]);
  });

  it('when the status is already the chosen one and there is no note, then nothing is recorded', () => {
    given(claimSubmitted).when({ type: 'ChangeClaimStatus', to: 'pending' }).then([]);
  });

  it('when internal notes come with the status, then they are recorded apart from the passenger note', () => {
    given(claimSubmitted)
      .when({ type: 'ChangeClaimStatus', to: 'rejected', passengerNote: 'Circostanze eccezionali.', adminNotes: 'Sciopero ATC verificato' })
      .then([
        { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'rejected', passengerNote: 'Circostanze eccezionali.' } },
        { type: 'AdminNotesChanged', data: { from: null, to: 'Sciopero ATC verificato' } },
      ]);
  });
});

describe('notes, assignment, priority, communications, eligibility', () => {
  it('when admin notes are cleared, then they change to null', () => {
    given(claimSubmitted, { type: 'AdminNotesChanged', data: { from: null, to: 'Da richiamare' } })
      .when({ type: 'ChangeAdminNotes', notes: '  ' })
      .then([{ type: 'AdminNotesChanged', data: { from: 'Da richiamare', to: null } }]);
  });

  it('when a claim is assigned, then the operator is recorded by name and id with the previous name', () => {
    given(claimSubmitted).when({ type: 'AssignClaim', operator: GIULIA }).then([{ type: 'ClaimAssigned', data: { from: null, to: 'Giulia Verdi', operatorId: GIULIA.id } }]);
  });

  it('when a claim assigned by name before the picker goes to someone, then the old name is the one it moves from', () => {
    given(claimSubmitted, { type: 'ClaimAssigned', data: { from: null, to: 'Luca' } })
      .when({ type: 'AssignClaim', operator: GIULIA })
      .then([{ type: 'ClaimAssigned', data: { from: 'Luca', to: 'Giulia Verdi', operatorId: GIULIA.id } }]);
  });

  it('when a claim is assigned again to the operator it already has, then nothing is recorded', () => {
    given(claimSubmitted, { type: 'ClaimAssigned', data: { from: null, to: 'Giulia Verdi', operatorId: GIULIA.id } }).when({ type: 'AssignClaim', operator: GIULIA }).then([]);
  });

  it('when the priority changes, then it is recorded; when it is the same, nothing is', () => {
    given(claimSubmitted).when({ type: 'ChangeClaimPriority', priority: 'urgent' }).then([{ type: 'ClaimPriorityChanged', data: { from: 'normal', to: 'urgent' } }]);
    given(claimSubmitted).when({ type: 'ChangeClaimPriority', priority: 'normal' }).then([]);
  });

  it('when a call is recorded, then its content is kept trimmed; empty content is refused', () => {
    given(claimSubmitted)
      .when({ type: 'RecordCommunication', communicationId: 'c-1', kind: 'call', content: ' Passeggera richiamata ', subject: '' })
      .then([{ type: 'CommunicationRecorded', data: { communicationId: 'c-1', kind: 'call', subject: null, content: 'Passeggera richiamata', recipient: null } }]);
    given(claimSubmitted).when({ type: 'RecordCommunication', communicationId: 'c-2', kind: 'note', content: ' ' }).thenFails('Il contenuto della comunicazione è obbligatorio');
  });

  it('when eligibility is assessed again, then the new assessment is recorded', () => {
    const approved = { ...assessment, isEligible: 'yes' as const };
    given(claimSubmitted).when({ type: 'AssessEligibility', assessment: approved }).then([{ type: 'EligibilityAssessed', data: approved }]);
  });
});

describe('the claim as its events make it', () => {
  it('when events are folded, then status times, notes and the passenger note follow them', () => {
    const events: [ClaimEvent, string][] = [
      [claimSubmitted, '2026-11-01T10:00:00.000Z'],
      [{ type: 'EligibilityAssessed', data: assessment }, '2026-11-01T10:00:00.000Z'],
      [{ type: 'ClaimStatusChanged', data: { from: 'pending', to: 'under_review', passengerNote: 'Stiamo verificando.' } }, '2026-11-02T09:00:00.000Z'],
      [{ type: 'ClaimStatusChanged', data: { from: 'under_review', to: 'completed', passengerNote: null } }, '2026-11-20T16:30:00.000Z'],
    ];

    const claim = events.reduce((state, [event, at]) => evolve(state, event, at), initialClaimState);

    expect(claim).toMatchObject({
      exists: true,
      adminStatus: 'completed',
      passengerNote: 'Stiamo verificando.',
      estimatedCompensation: 600,
      createdAt: '2026-11-01T10:00:00.000Z',
      processedAt: '2026-11-02T09:00:00.000Z',
      completedAt: '2026-11-20T16:30:00.000Z',
      updatedAt: '2026-11-20T16:30:00.000Z',
    });
  });
});

describe('submitting a claim with the answers that decide the amount', () => {
  it('when the wizard’s answers come with the claim, then ClaimSubmitted records them as given', () => {
    const claim = { ...submitted, issueType: 'cancellation' as const, cancellationNotice: 'under_7' as const, rerouteOffered: 'yes' as const, rerouteArrivedLaterMinutes: 180, airlineReason: 'none' as const };
    given().when({ type: 'SubmitClaim', claim, assessment }).then([{ type: 'ClaimSubmitted', data: claim }, { type: 'EligibilityAssessed', data: assessment }]);
  });

  it('when re-routing times come without a re-routing, then the submission is refused naming the field, and nothing is recorded', () => {
    given()
      .when({ type: 'SubmitClaim', claim: { ...submitted, rerouteOffered: 'no', rerouteDepartedEarlierMinutes: 30 }, assessment })
      .thenFails('Gli orari del volo alternativo valgono solo se ti è stato offerto un volo alternativo', 'invalid');
  });
});
