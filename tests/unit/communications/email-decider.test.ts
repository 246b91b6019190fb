import { describe, it } from 'vitest';
import { emailDecider } from '../../../src/communications/email-decider.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted, submitted } from '../claims/claim-fixtures.js';

const given = deciderSpec(emailDecider);

type Folded = Parameters<typeof given>[number];
const erased: Folded = { type: 'PersonalDataErased', data: { reason: 'Richiesta del passeggero', erasedAt: '2026-11-20T10:00:00.000Z' } };
const request = (subject: string, message: string) => ({ type: 'RequestEmail' as const, emailRequestId: 'e-1', subject, message });

describe('an operator’s e-mail to the passenger', () => {
  it('when subject and message are given, then the e-mail is requested to the claim’s address, both trimmed', () => {
    given(claimSubmitted)
      .when(request('  Aggiornamento  ', ' La compagnia ha risposto. '))
      .then([{ type: 'EmailRequested', data: { emailRequestId: 'e-1', recipient: submitted.email, subject: 'Aggiornamento', message: 'La compagnia ha risposto.' } }]);
  });

  it('when the passenger’s address was edited, then the e-mail goes to the new one', () => {
    given(claimSubmitted, { type: 'ClaimDetailsEdited', data: { changes: { email: { from: submitted.email, to: 'maria.bianchi@example.it' } } } })
      .when(request('Aggiornamento', 'Novità sulla pratica'))
      .then([{ type: 'EmailRequested', data: { emailRequestId: 'e-1', recipient: 'maria.bianchi@example.it', subject: 'Aggiornamento', message: 'Novità sulla pratica' } }]);
  });

  it('when the subject or the message is blank, then the e-mail is refused', () => {
    given(claimSubmitted).when(request('  ', 'Novità sulla pratica')).thenFails("Oggetto e messaggio dell'email sono obbligatori", 'invalid');
    given(claimSubmitted).when(request('Aggiornamento', ' \n ')).thenFails("Oggetto e messaggio dell'email sono obbligatori", 'invalid');
  });

  it('when the claim does not exist, then it is refused as not found', () => {
    given().when(request('Aggiornamento', 'Novità')).thenFails('La pratica richiesta non esiste o non è accessibile', 'not_found');
  });

  it('when the passenger’s data are erased, then nobody is written to any more', () => {
    given(claimSubmitted, erased).when(request('Aggiornamento', 'Novità')).thenFails('I dati personali di questa pratica sono stati cancellati', 'conflict');
  });
});

describe('«Riprova» on an e-mail that failed for good', () => {
  const retry = { type: 'RetryEmail' as const, emailRequestId: 'e-1' };
  const failed: Folded = { type: 'EmailFailed', data: { emailRequestId: 'e-1', recipient: submitted.email, subject: 'Aggiornamento', reason: '550 mailbox unavailable', attempts: 3 } };
  const noticeFailed: Folded = { type: 'OperatorNotificationFailed', data: { emailRequestId: 'e-1', recipient: 'assistenza@rimborsovolo24.it', reason: '550', attempts: 3 } };
  const retried: Folded = { type: 'EmailRetryRequested', data: { emailRequestId: 'e-1' } };

  it('when the e-mail failed for good, then the retry is recorded and the e-mail is due again', () => {
    given(claimSubmitted, failed).when(retry).then([retried]);
  });

  it('when an operators’ notice failed for good, then it can be retried too', () => {
    given(claimSubmitted, noticeFailed).when(retry).then([retried]);
  });

  it('when the e-mail failed again after a retry, then it can be retried again', () => {
    given(claimSubmitted, failed, retried, failed).when(retry).then([retried]);
  });

  it('when the e-mail was already retried, then a second «Riprova» is refused as a conflict', () => {
    given(claimSubmitted, failed, retried).when(retry).thenFails('Questo messaggio non è più tra quelli non consegnati: è già stato inviato o riprovato', 'conflict');
  });

  it('when the e-mail was sent, or never failed, then «Riprova» is refused as a conflict', () => {
    const sent: Folded = { type: 'EmailSent', data: { emailRequestId: 'e-1', templateId: null, templateType: null, recipient: submitted.email, subject: 'Aggiornamento', messageId: '<e-1@rimborsovolo24.it>' } };
    given(claimSubmitted, failed, retried, sent).when(retry).thenFails(/non è più tra quelli non consegnati/, 'conflict');
    given(claimSubmitted).when(retry).thenFails(/non è più tra quelli non consegnati/, 'conflict');
  });

  it('when the passenger’s data are erased, then the failed e-mail is not retried', () => {
    given(claimSubmitted, failed, erased).when(retry).thenFails('I dati personali di questa pratica sono stati cancellati', 'conflict');
  });
});
