import { describe, it } from 'vitest';
import type { ClaimEvent } from '../../../src/claims/contract.js';
import type { DocumentEvent } from '../../../src/documents/contract.js';
import { demandsDecider, type DemandCommand } from '../../../src/demands/demands-decider.js';
import type { AirlineLetterQueuedData, ClaimSentToAirlineData, DemandEvent, DemandLetterGeneratedData, ImportedDispatch } from '../../../src/demands/demand-events.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted } from '../claims/claim-fixtures.js';

const given = deciderSpec(demandsDecider);

const DESK = 'reclami@esempio-vettore.it';
const letter: DemandLetterGeneratedData = { documentId: 'l'.repeat(32), language: 'it', airlineCode: 'AZ', amountCents: 60_000, sha256: 'a'.repeat(64), attachmentDocumentIds: ['m'.repeat(32)] };
const generated: DemandEvent = { type: 'DemandLetterGenerated', data: letter };
const queuedData: AirlineLetterQueuedData = { dispatchId: 'dispatch-1', letterDocumentId: letter.documentId, airlineCode: 'AZ', recipient: DESK, identityDocumentsRequested: false, channel: 'email' };
const queued: DemandEvent = { type: 'AirlineLetterQueued', data: queuedData };
const failed: DemandEvent = { type: 'AirlineLetterFailed', data: { dispatchId: 'dispatch-1', reason: 'Mailbox unavailable' } };
const sending: ClaimSentToAirlineData = {
  messageId: '<airline-dispatch-1@rimborsovolo24.it>',
  airlineCode: 'AZ',
  recipient: DESK,
  letterDocumentId: letter.documentId,
  attachmentDocumentIds: ['m'.repeat(32)],
  identityDocumentsRequested: false,
  sentAt: '2026-11-02T09:00:00.000Z',
  dispatchId: 'dispatch-1',
};
const sent: DemandEvent = { type: 'ClaimSentToAirline', data: sending };
const identityDocument: DocumentEvent = {
  type: 'DocumentUploaded',
  data: { documentId: 'i'.repeat(32), practiceNumber: '482913', storageKey: 'k', fileType: 'documento_identita', fileName: 'carta.pdf', originalName: 'carta.pdf', mimeType: 'application/pdf', fileSize: 10, sha256: 'b'.repeat(64), description: null, uploadedBy: 'user' },
};
const rejectedClaim: ClaimEvent = { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'rejected', passengerNote: null } };

const queue = (dispatch: Partial<Extract<DemandCommand, { type: 'QueueLetter' }>['dispatch']> = {}): DemandCommand => ({
  type: 'QueueLetter',
  dispatch: { dispatchId: 'dispatch-1', recipient: DESK, identityDocumentsRequested: false, carrierAddresses: [DESK], channel: 'email', ...dispatch },
});

describe('«Invia alla compagnia»: the letter’s dispatch', () => {
  it('when the latest letter goes to one of the carrier’s addresses, then its dispatch is queued with the operator’s choice on identity documents', () => {
    given(claimSubmitted, generated).when(queue({ recipient: ' Reclami@Esempio-Vettore.it ' })).then([queued]);
    given(claimSubmitted, generated).when(queue({ identityDocumentsRequested: true })).then([{ type: 'AirlineLetterQueued', data: { ...queuedData, identityDocumentsRequested: true } }]);
  });

  it('when the same request comes again (a retried command), then nothing more is recorded', () => {
    given(claimSubmitted, generated, queued).when(queue()).then([]);
  });

  it('when no letter was made, then the sending is refused', () => {
    given(claimSubmitted).when(queue()).thenFails('Genera prima la lettera', 'conflict');
  });

  it('when the claim is rejected, then nothing goes to the carrier', () => {
    given(claimSubmitted, generated, rejectedClaim).when(queue()).thenFails('La pratica è respinta', 'conflict');
  });

  it('when the address is none of the carrier’s, then it is refused naming the carrier’s addresses', () => {
    given(claimSubmitted, generated).when(queue({ recipient: 'attacker@evil.example' })).thenFails(/non è tra quelli della compagnia AZ.*Indirizzi della compagnia: reclami@esempio-vettore.it/, 'unprocessable');
    given(claimSubmitted, generated).when(queue({ carrierAddresses: [] })).thenFails('La compagnia non ha ancora un indirizzo reclami', 'unprocessable');
  });

  it('when the letter’s sending is under way, then a second one is refused: one live dispatch per letter', () => {
    given(claimSubmitted, generated, queued).when(queue({ dispatchId: 'dispatch-2' })).thenFails('L’invio di questa lettera è già in corso.', 'conflict');
  });

  it('when the letter was already sent, then another sending is refused until a new letter is made', () => {
    given(claimSubmitted, generated, queued, sent).when(queue({ dispatchId: 'dispatch-2' })).thenFails(/già stata inviata a reclami@esempio-vettore.it/, 'conflict');
  });

  it('when the earlier dispatch failed for good, then the letter may be sent again', () => {
    given(claimSubmitted, generated, queued, failed)
      .when(queue({ dispatchId: 'dispatch-2' }))
      .then([{ type: 'AirlineLetterQueued', data: { ...queuedData, dispatchId: 'dispatch-2' } }]);
  });
});

describe('«Riprova» on a letter that failed for good', () => {
  it('when the failed dispatch is the claim’s latest, then a new one is queued', () => {
    given(claimSubmitted, generated, queued, failed)
      .when(queue({ dispatchId: 'dispatch-2', retryOf: 'dispatch-1' }))
      .then([{ type: 'AirlineLetterQueued', data: { ...queuedData, dispatchId: 'dispatch-2' } }]);
  });

  it('when it was retried already, or never failed, then «Riprova» is a conflict', () => {
    const retried: DemandEvent = { type: 'AirlineLetterQueued', data: { ...queuedData, dispatchId: 'dispatch-2' } };
    given(claimSubmitted, generated, queued, failed, retried).when(queue({ dispatchId: 'dispatch-3', retryOf: 'dispatch-1' })).thenFails('già stata inviata o riprovata', 'conflict');
    given(claimSubmitted, generated, queued).when(queue({ dispatchId: 'dispatch-3', retryOf: 'dispatch-1' })).thenFails('già stata inviata o riprovata', 'conflict');
  });
});

describe('the outcome of a dispatch', () => {
  it('when the SMTP server took the letter, then its sending is recorded once, naming the dispatch', () => {
    given(claimSubmitted, generated, queued).when({ type: 'RecordSending', sending }).then([sent]);
    given(claimSubmitted, generated, queued, sent).when({ type: 'RecordSending', sending }).then([]);
  });

  it('when the operator did not tick that the carrier asked for identity documents, then a sending carrying one is refused', () => {
    const withIdentity = { ...sending, attachmentDocumentIds: [...sending.attachmentDocumentIds, 'i'.repeat(32)] };
    given(claimSubmitted, identityDocument, generated, queued).when({ type: 'RecordSending', sending: withIdentity }).thenFails('solo se li ha chiesti', 'conflict');
    const ticked: DemandEvent = { type: 'AirlineLetterQueued', data: { ...queuedData, identityDocumentsRequested: true } };
    given(claimSubmitted, identityDocument, generated, ticked)
      .when({ type: 'RecordSending', sending: { ...withIdentity, identityDocumentsRequested: true } })
      .then([{ type: 'ClaimSentToAirline', data: { ...withIdentity, identityDocumentsRequested: true } }]);
  });

  it('when the last attempt failed, then the failure is recorded once; a dispatch already sent or given up records none', () => {
    const failure: DemandCommand = { type: 'RecordLetterFailure', failure: { dispatchId: 'dispatch-1', reason: 'Mailbox unavailable' } };
    given(claimSubmitted, generated, queued).when(failure).then([failed]);
    given(claimSubmitted, generated, queued, failed).when(failure).then([]);
    given(claimSubmitted, generated, queued, sent).when(failure).then([]);
    given(claimSubmitted, generated).when(failure).then([]);
  });
});

describe('the requests of the table dispatches lived in before', () => {
  const imported: ImportedDispatch = { ...queuedData, dispatchId: 'legacy-1', status: 'failed', requestedAt: '2026-10-30T10:00:00.000Z', messageId: null, sentAt: null, failureReason: 'Mailbox unavailable' };

  it('when they are carried over, then those the stream does not have yet are recorded, once', () => {
    const event: DemandEvent = { type: 'AirlineDispatchesImported', data: { dispatches: [imported] } };
    given(claimSubmitted, generated).when({ type: 'ImportDispatches', dispatches: [imported] }).then([event]);
    given(claimSubmitted, generated, event).when({ type: 'ImportDispatches', dispatches: [imported] }).then([]);
  });

  it('when a carried-over dispatch failed, then the letter may be sent again; when one is still open, then a new one is refused', () => {
    const open: DemandEvent = { type: 'AirlineDispatchesImported', data: { dispatches: [{ ...imported, status: 'queued', failureReason: null }] } };
    given(claimSubmitted, generated, { type: 'AirlineDispatchesImported', data: { dispatches: [imported] } })
      .when(queue({ dispatchId: 'dispatch-2', retryOf: 'legacy-1' }))
      .then([{ type: 'AirlineLetterQueued', data: { ...queuedData, dispatchId: 'dispatch-2' } }]);
    given(claimSubmitted, generated, open).when(queue({ dispatchId: 'dispatch-2' })).thenFails('già in corso', 'conflict');
  });
});

describe('a letter by PEC and its receipts', () => {
  const PEC = 'reclami@pec.esempio-vettore.it';
  const byPec: DemandEvent = { type: 'AirlineLetterQueued', data: { ...queuedData, recipient: PEC, channel: 'pec' } };
  const delivered = { dispatchId: 'dispatch-1', receipt: 'consegna', receivedAt: '2026-11-02T09:01:00.000Z', documentId: 'r'.repeat(32) } as const;
  const recordDelivery: DemandCommand = { type: 'RecordLetterReceipt', receipt: delivered };

  it('when the carrier goes by PEC, then the dispatch says so', () => {
    given(claimSubmitted, generated).when(queue({ recipient: PEC, carrierAddresses: [PEC], channel: 'pec' })).then([byPec]);
  });

  it('when the provider’s receipt of delivery comes, then it is recorded once; the acceptance is another receipt', () => {
    given(claimSubmitted, generated, byPec, sent).when(recordDelivery).then([{ type: 'AirlineLetterReceiptRecorded', data: delivered }]);
    given(claimSubmitted, generated, byPec, sent, { type: 'AirlineLetterReceiptRecorded', data: delivered }).when(recordDelivery).then([]);
    const accepted = { ...delivered, receipt: 'accettazione' as const };
    given(claimSubmitted, generated, byPec, sent, { type: 'AirlineLetterReceiptRecorded', data: delivered })
      .when({ type: 'RecordLetterReceipt', receipt: accepted })
      .then([{ type: 'AirlineLetterReceiptRecorded', data: accepted }]);
  });

  it('when the receipt names no dispatch of the claim, then it is refused', () => {
    given(claimSubmitted, generated).when(recordDelivery).thenFails('non corrisponde a nessuna lettera', 'not_found');
  });
});
