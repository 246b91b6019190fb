import { describe, expect, it } from 'vitest';
import type { ClaimEvent } from '../../../src/claims/contract.js';
import type { DomainError } from '../../../src/platform/domain-error.js';
import { decideMandates, evolveMandates, initialMandatesState, type MandateCommand, type MandatesState } from '../../../src/mandates/mandates-decider.js';
import type { MandateEvent } from '../../../src/mandates/mandate-events.js';

const AT = '2026-11-24T10:00:00.000Z';
const submitted = (passengers?: unknown[]): ClaimEvent =>
  ({
    type: 'ClaimSubmitted',
    data: {
      claimId: 7,
      practiceNumber: '482913',
      passengerName: 'Maria Rossi',
      email: 'maria@example.it',
      phone: null,
      flightNumber: 'AZ610',
      flightDate: '2026-10-03',
      departureAirportId: 1,
      arrivalAirportId: 2,
      departureAirport: 'Roma Fiumicino',
      arrivalAirport: 'New York JFK',
      departureIata: 'FCO',
      arrivalIata: 'JFK',
      issueType: 'delay',
      issueDetails: null,
      ipAddress: null,
      refererUrl: null,
      ...(passengers ? { passengers } : {}),
    },
  }) as ClaimEvent;
const family = submitted([
  { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: null },
  { passengerId: 2, fullName: 'Luca Rossi', dateOfBirth: '2010-12-01', email: null },
]);

const given = (...events: (ClaimEvent | MandateEvent)[]): MandatesState => events.reduce((state, event) => evolveMandates(state, event, AT), initialMandatesState);
const signed = { documentId: 'd'.repeat(32), sha256: 'a'.repeat(64), textSha256: 'b'.repeat(64), signedAt: AT, signerIp: '203.0.113.5' };
type Signing = Extract<MandateCommand, { type: 'SignMandate' }>['signing'];
const sign = (signing: Partial<Signing> = {}): MandateCommand => ({
  type: 'SignMandate',
  signing: { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', via: 'contact_session', today: '2026-11-24', ...signing },
  signed,
});
const party = submitted([
  { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria@example.it' },
  { passengerId: 2, fullName: 'Paolo Bianchi', dateOfBirth: '1983-01-30', email: 'paolo@example.it' },
  { passengerId: 3, fullName: 'Anna Verdi', dateOfBirth: '1990-06-15', email: null },
  { passengerId: 4, fullName: 'Luca Rossi', dateOfBirth: '2016-09-01', email: null },
]);
const linkFor = (passengerId: number): MandateCommand => ({ type: 'RequestSigningLink', passengerId, today: '2026-11-24' });
const refusal = (state: MandatesState, command: MandateCommand) => {
  try {
    decideMandates(command, state);
  } catch (error) {
    return { reason: (error as DomainError).reason, message: (error as Error).message };
  }
  throw new Error('not refused');
};

describe('the mandates decider', () => {
  it('when an adult signs with their name in other case and spacing, then MandateSigned names them as they typed it, tidied', () => {
    expect(decideMandates(sign({ signerName: ' maria   ROSSI ' }), given(submitted()))).toEqual([
      { type: 'MandateSigned', data: { passengerId: 1, signerName: 'maria ROSSI', signedAs: 'passenger', signedVia: 'contact_session', ...signed } },
    ]);
  });

  it('when a claim from before several passengers is signed, then it reads as one passenger with the claim’s name', () => {
    expect(refusal(given(submitted()), sign({ passengerId: 2 }))).toEqual({ reason: 'not_found', message: 'Passeggero non trovato in questa pratica' });
  });

  it('when a guardian signs for a minor with their own name, then it is accepted; as the minor, or for an adult, it is refused', () => {
    const state = given(family);
    expect(decideMandates(sign({ passengerId: 2, signerName: 'Maria Rossi', signedAs: 'guardian' }), state)[0]!.data).toMatchObject({ passengerId: 2, signedAs: 'guardian' });
    expect(refusal(state, sign({ passengerId: 2, signerName: 'Luca Rossi', signedAs: 'passenger' })).message).toBe('Per un passeggero minorenne firma un genitore o tutore');
    expect(refusal(state, sign({ passengerId: 2, signerName: 'Luca Rossi', signedAs: 'guardian' })).message).toMatch(/proprio nome/);
    expect(refusal(state, sign({ passengerId: 1, signerName: 'Paolo Rossi', signedAs: 'guardian' })).message).toBe('Un passeggero maggiorenne firma da sé il proprio mandato');
  });

  it('when the minor turns 18 before signing, then they sign for themselves, with their own link and no longer through the contact', () => {
    expect(decideMandates(sign({ passengerId: 2, signerName: 'Luca Rossi', today: '2028-12-01', via: 'own_link' }), given(family))).toHaveLength(1);
    expect(refusal(given(family), sign({ passengerId: 2, signerName: 'Luca Rossi', today: '2028-12-01' })).reason).toBe('forbidden');
  });

  it('when the contact signs an adult co-passenger’s mandate by typing their name, then it is refused as forbidden; with the co-passenger’s own link it is signed', () => {
    const state = given(party);
    expect(refusal(state, sign({ passengerId: 2, signerName: 'Paolo Bianchi' }))).toEqual({ reason: 'forbidden', message: expect.stringMatching(/firma il proprio mandato di persona/) });
    expect(decideMandates(sign({ passengerId: 2, signerName: 'Paolo Bianchi', via: 'own_link' }), state)[0]!.data).toMatchObject({ passengerId: 2, signedVia: 'own_link' });
    expect(decideMandates(sign({ passengerId: 4, signedAs: 'guardian' }), state)[0]!.data).toMatchObject({ passengerId: 4, signedAs: 'guardian', signedVia: 'contact_session' });
  });

  it('when an own link signs the contact’s or a minor’s mandate, then it is refused', () => {
    const state = given(party);
    expect(refusal(state, sign({ via: 'own_link' })).reason).toBe('forbidden');
    expect(refusal(state, sign({ passengerId: 4, signedAs: 'guardian', via: 'own_link' })).reason).toBe('forbidden');
  });

  it('when links are asked for, then an adult co-passenger with an address gets version 1, then 2; the contact, a minor or an adult without an address get none', () => {
    const state = given(party);
    const [first] = decideMandates(linkFor(2), state);
    expect(first).toEqual({ type: 'MandateSigningLinkRequested', data: { passengerId: 2, linkVersion: 1 } });
    expect(decideMandates(linkFor(2), given(party, first as MandateEvent))[0]!.data).toEqual({ passengerId: 2, linkVersion: 2 });
    expect(refusal(state, linkFor(1)).reason).toBe('conflict');
    expect(refusal(state, linkFor(4)).reason).toBe('conflict');
    expect(refusal(state, linkFor(3))).toEqual({ reason: 'conflict', message: expect.stringMatching(/non ha un indirizzo e-mail/) });
  });

  it('when the name does not match the passenger, then «Il nome non corrisponde al passeggero»', () => {
    expect(refusal(given(submitted()), sign({ signerName: 'Mario Rossi' }))).toEqual({ reason: 'invalid', message: 'Il nome non corrisponde al passeggero' });
  });

  it('when the passenger already signed, then a second mandate is a conflict; the other passenger may still sign', () => {
    const state = given(family, { type: 'MandateSigned', data: { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', ...signed } });
    expect(refusal(state, sign())).toEqual({ reason: 'conflict', message: 'Mandato già firmato per questo passeggero' });
    expect(decideMandates(sign({ passengerId: 2, signedAs: 'guardian' }), state)).toHaveLength(1);
  });

  it('when the personal data were erased or there is no claim, then nothing is signed', () => {
    const erased = given(submitted(), { type: 'PersonalDataErased', data: { reason: 'Richiesta del passeggero', erasedAt: AT } } as ClaimEvent);
    expect(refusal(erased, sign()).reason).toBe('conflict');
    expect(refusal(given(), sign()).reason).toBe('not_found');
  });
});
