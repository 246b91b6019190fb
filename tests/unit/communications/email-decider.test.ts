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
