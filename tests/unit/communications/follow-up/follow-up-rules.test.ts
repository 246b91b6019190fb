import { describe, expect, it } from 'vitest';
import { digestEntries } from '../../../../src/communications/follow-up/digest-entries.js';
import { EVENT_CATALOG } from '../../../../src/event-catalog.js';
import { silenceUpdateMessage } from '../../../../src/communications/follow-up/silence-message.js';
import { listUnsubscribeHeaders, unsubscribeClaimId, unsubscribeToken } from '../../../../src/communications/follow-up/unsubscribe-token.js';
import type { RecordedEvent } from '../../../../src/platform/event-store/index.js';
import { deriveKey } from '../../../../src/platform/security/keys.js';

const { isEssentialEmail } = EVENT_CATALOG;
const describeFollowUpEvent = (event: { type: string; data: unknown }) => EVENT_CATALOG.describe(event);

describe('which e-mails are essential', () => {
  it('when the e-mail is the confirmation, an operator’s e-mail or message, or about the money, then it always goes', () => {
    expect(isEssentialEmail({ type: 'ClaimSubmitted', data: {} })).toBe(true);
    expect(isEssentialEmail({ type: 'EmailRequested', data: {} })).toBe(true);
    expect(isEssentialEmail({ type: 'MessagePosted', data: {} })).toBe(true);
    for (const to of ['approved', 'completed', 'rejected']) expect(isEssentialEmail({ type: 'ClaimStatusChanged', data: { to } })).toBe(true);
  });

  it('when the e-mail is a step along the way, then the passenger’s preference decides', () => {
    for (const to of ['pending', 'under_review']) expect(isEssentialEmail({ type: 'ClaimStatusChanged', data: { to } })).toBe(false);
    expect(isEssentialEmail({ type: 'DocumentsCompleted', data: {} })).toBe(false);
    expect(isEssentialEmail({ type: 'SilenceUpdateRequested', data: {} })).toBe(false);
  });
});

describe('the unsubscribe link', () => {
  const key = deriveKey('una-chiave-segreta-di-prova-lunga', 'unsubscribe');

  it('when the token is the one signed for a claim, then it names that claim, however old it is', () => {
    expect(unsubscribeClaimId(unsubscribeToken(42, key), key)).toBe(42);
  });

  it('when the token is signed with another purpose’s key, altered, or made up, then it names nothing', () => {
    const other = deriveKey('una-chiave-segreta-di-prova-lunga', 'upload-token');
    const token = unsubscribeToken(42, key);
    expect(unsubscribeClaimId(unsubscribeToken(42, other), key)).toBeUndefined();
    expect(unsubscribeClaimId(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, key)).toBeUndefined();
    expect(unsubscribeClaimId('abc.def', key)).toBeUndefined();
  });

  it('when the headers are built, then they follow RFC 8058', () => {
    const headers = listUnsubscribeHeaders(7, key, 'https://rimborsovolo24.it');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/rimborsovolo24\.it\/api\/passenger\/unsubscribe\?t=[^>\s]+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the words of the follow-ups', () => {
  it('when the silence update is written, then it says how many days in good Italian and links the area', () => {
    const message = silenceUpdateMessage('id', 1, 'https://rimborsovolo24.it');
    expect(message.content).toContain('nessuna novità da 1 giorno: la tua pratica {{practiceNumber}} è ancora in lavorazione');
    expect(message.content).toContain('https://rimborsovolo24.it/area-riservata');
    expect(silenceUpdateMessage('id', 8, '').content).toContain('da 8 giorni');
  });

  it('when the operators’ timeline tells the follow-ups, then each has its sentence', () => {
    expect(describeFollowUpEvent({ type: 'SilenceUpdateRequested', data: { silentDays: 9 } })).toBe('Aggiornamento al passeggero per silenzio: nessuna novità da 9 giorni');
    expect(describeFollowUpEvent({ type: 'NotificationPreferenceChanged', data: { preference: 'weekly_digest' } })).toBe('Il passeggero ha scelto come ricevere gli aggiornamenti: un riepilogo settimanale');
    expect(describeFollowUpEvent({ type: 'EmailSkipped', data: { emailRequestId: 'x', preference: 'essential_only' } })).toBe('Email non inviata per la scelta del passeggero (solo le comunicazioni essenziali)');
  });

  it('when the digest lists the week, then only what the passenger sees within it is told, oldest first', () => {
    const event = (type: string, at: string, data: unknown = {}) => ({ type, data, metadata: { requestedAt: at } }) as unknown as RecordedEvent;
    const entries = digestEntries(
      EVENT_CATALOG,
      [
        event('ClaimSubmitted', '2026-10-20T10:00:00Z'),
        event('ClaimStatusChanged', '2026-11-02T10:00:00Z', { from: 'pending', to: 'under_review', passengerNote: null }),
        event('ClaimStatusChanged', '2026-11-03T09:00:00Z', { from: 'under_review', to: 'approved', passengerNote: 'La compagnia ha accettato.' }),
        event('AdminNotesChanged', '2026-11-03T10:00:00Z'),
        event('EmailSent', '2026-11-04T10:00:00Z', { subject: 'Documenti ricevuti' }),
      ],
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-11-08T00:00:00Z'),
    );
    expect(entries).toEqual([
      '• 2 novembre 2026: La pratica è passata allo stato «In fase di revisione».',
      '• 3 novembre 2026: Pratica verificata: la seguiamo con la compagnia aerea. Nota del nostro team: «La compagnia ha accettato.»',
      '• 4 novembre 2026: Ti abbiamo scritto: «Documenti ricevuti».',
    ]);
  });
});
