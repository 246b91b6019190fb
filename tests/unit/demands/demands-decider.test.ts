import { describe, it } from 'vitest';
import type { ClaimEvent } from '../../../src/claims/contract.js';
import { demandsDecider } from '../../../src/demands/demands-decider.js';
import type { AirlineRepliedData, ClaimSentToAirlineData, DemandEvent, DemandLetterGeneratedData } from '../../../src/demands/demand-events.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted } from '../claims/claim-fixtures.js';

const given = deciderSpec(demandsDecider);

const letter: DemandLetterGeneratedData = { documentId: 'l'.repeat(32), language: 'it', airlineCode: 'AZ', amountCents: 60_000, sha256: 'a'.repeat(64), attachmentDocumentIds: [] };
const sending: ClaimSentToAirlineData = { messageId: '<lettera-1@rimborsovolo24.it>', airlineCode: 'AZ', recipient: 'reclami@esempio-vettore.it', letterDocumentId: letter.documentId, attachmentDocumentIds: [], sentAt: '2026-11-02T09:00:00.000Z' };
const reply: AirlineRepliedData = { outcome: 'accepted', airlineCode: 'AZ', receivedOn: '2026-11-20', amountCents: 60_000 };
const generated: DemandEvent = { type: 'DemandLetterGenerated', data: letter };
const sent: DemandEvent = { type: 'ClaimSentToAirline', data: sending };
const erased: ClaimEvent = { type: 'PersonalDataErased', data: { reason: 'Richiesta del passeggero', erasedAt: '2026-11-20T10:00:00.000Z' } };

describe('the demand letter to the airline', () => {
  it('when a letter is made for the claim, then it is recorded', () => {
    given(claimSubmitted).when({ type: 'RecordLetter', letter }).then([generated]);
  });

  it('when the letter has gone, then its sending is recorded once, even if the job runs again', () => {
    given(claimSubmitted, generated).when({ type: 'RecordSending', sending }).then([sent]);
    given(claimSubmitted, generated, sent).when({ type: 'RecordSending', sending }).then([]);
  });
});

describe('the airline’s reply', () => {
  it('when a letter was made, then the reply is recorded, even if the letter was never e-mailed (a carrier that takes claims by web form)', () => {
    given(claimSubmitted, generated).when({ type: 'RecordReply', reply }).then([{ type: 'AirlineReplied', data: reply }]);
  });

  it('when no letter was made, then the reply is refused', () => {
    given(claimSubmitted).when({ type: 'RecordReply', reply }).thenFails('Nessuna lettera alla compagnia: genera la lettera prima di registrarne la risposta.', 'conflict');
  });
});

describe('a claim letters cannot be about', () => {
  it('when the passenger follows the claim on their own («Fai da te»), then we make no letter; once they hand it back, we do', () => {
    const chosen: ClaimEvent = { type: 'DoItYourselfChosen', data: { reason: 'no_mandate_no_fee', operatingCarrier: 'AZ' } };
    given(claimSubmitted, chosen).when({ type: 'RecordLetter', letter }).thenFails('Il passeggero ha scelto il fai da te: nessuna lettera da parte nostra', 'conflict');
    given(claimSubmitted, chosen, { type: 'OurServiceChosen', data: { daysOnTheirOwn: 43 } }).when({ type: 'RecordLetter', letter }).then([generated]);
  });

  it('when the claim does not exist, then every command is refused as not found', () => {
    given().when({ type: 'RecordLetter', letter }).thenFails('La pratica richiesta non esiste o non è accessibile', 'not_found');
  });

  it('when the passenger’s data are erased, then no letter, sending or reply is recorded (letters name the passengers)', () => {
    const refusal = 'I dati personali di questa pratica sono stati cancellati.';
    given(claimSubmitted, erased).when({ type: 'RecordLetter', letter }).thenFails(refusal, 'conflict');
    given(claimSubmitted, generated, erased).when({ type: 'RecordSending', sending }).thenFails(refusal, 'conflict');
    given(claimSubmitted, generated, erased).when({ type: 'RecordReply', reply }).thenFails(refusal, 'conflict');
  });
});
