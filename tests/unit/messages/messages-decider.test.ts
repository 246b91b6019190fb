import { describe, it } from 'vitest';
import type { ClaimEvent } from '../../../src/claims/contract.js';
import { messagesDecider, type MessagesCommand } from '../../../src/messages/messages-decider.js';
import type { MessageEvent } from '../../../src/messages/contract.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted } from '../claims/claim-fixtures.js';

type Folded = MessageEvent | Extract<ClaimEvent, { type: 'ClaimSubmitted' | 'PersonalDataErased' }>;

const given = deciderSpec(messagesDecider);

const erased: Folded = { type: 'PersonalDataErased', data: { reason: 'Richiesta del passeggero', erasedAt: '2026-11-20T10:00:00.000Z' } };
const post = (text: string, messageId = '2c0a5a8e-4b8e-4f5e-9a53-0d6f1f3b7a01', author: 'passenger' | 'operator' = 'passenger'): MessagesCommand => ({ type: 'PostMessage', messageId, author, text });
const posted = (text: string, messageId = '2c0a5a8e-4b8e-4f5e-9a53-0d6f1f3b7a01', author: 'passenger' | 'operator' = 'passenger'): MessageEvent => ({ type: 'MessagePosted', data: { messageId, author, text } });

describe('posting a message', () => {
  it('when the passenger writes on their claim, then the message is posted with its text trimmed', () => {
    given(claimSubmitted).when(post('  Buongiorno, ci sono novità?  ')).then([posted('Buongiorno, ci sono novità?')]);
  });

  it('when an operator answers, then the message is the operator’s', () => {
    given(claimSubmitted, posted('Ci sono novità?')).when(post('Sì, la compagnia ha risposto.', 'b1e7c1f0-0e5b-4a43-8b0e-5d1a2c3e4f50', 'operator')).then([posted('Sì, la compagnia ha risposto.', 'b1e7c1f0-0e5b-4a43-8b0e-5d1a2c3e4f50', 'operator')]);
  });

  it('when the same message id comes again (a retried request), then nothing more is posted', () => {
    given(claimSubmitted, posted('Ci sono novità?')).when(post('Ci sono novità?')).then([]);
  });

  it('when the text is blank, then it is refused naming the field', () => {
    given(claimSubmitted).when(post(' \n\t ')).thenFails('Il messaggio non può essere vuoto', 'invalid');
  });

  it('when the text is longer than 5,000 characters, then it is refused; exactly 5,000 is taken', () => {
    given(claimSubmitted).when(post('a'.repeat(5_001))).thenFails('Il messaggio può contenere al massimo 5.000 caratteri', 'invalid');
    given(claimSubmitted).when(post('a'.repeat(5_000))).then([posted('a'.repeat(5_000))]);
  });

  it('when the claim does not exist, then it is not found', () => {
    given().when(post('Ciao')).thenFails('La pratica richiesta non esiste o non è accessibile', 'not_found');
  });

  it('when the passenger’s data were erased, then no message is taken any more (409)', () => {
    given(claimSubmitted, posted('Ci sono novità?'), erased).when(post('Ancora io', 'c3f9e2a1-7d4b-4c8e-9f10-2a3b4c5d6e7f')).thenFails('I dati personali di questa pratica sono stati cancellati', 'conflict');
  });
});
