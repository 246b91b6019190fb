import { describe, expect, it } from 'vitest';
import { assessClaim, type AssessmentInput } from '../../../src/eligibility/index.js';
import { FCO, JFK, MXP, CDG } from './airports.js';

const DEPARTS_INSIDE =
  "Il volo parte da un aeroporto nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento (CE) n. 261/2004 ti tutela qualunque sia la compagnia aerea.";
const AGAINST_WILL =
  "L'imbarco ti è stato negato contro la tua volontà: il risarcimento è dovuto subito, oltre al rimborso o a un volo alternativo e all'assistenza.";

const denied = (extra: Partial<AssessmentInput>) =>
  assessClaim({ departure: FCO, arrival: JFK, issueType: 'denied_boarding', flightDate: '2025-06-01', today: '2025-09-01', ...extra });

describe('denied boarding: given Roma → New York', () => {
  it('when boarding was denied against the passenger’s will for overbooking, then 600 € at once', () => {
    expect(denied({ deniedBoardingVoluntary: false, deniedBoardingGrounds: 'none' })).toMatchObject({
      eligibility: 'eligible',
      amount: 600,
      reasons: [DEPARTS_INSIDE, AGAINST_WILL],
    });
  });

  it('when the passenger volunteered to give up the seat, then not eligible', () => {
    expect(denied({ deniedBoardingVoluntary: true })).toMatchObject({
      eligibility: 'not_eligible',
      amount: 0,
      reasons: [
        DEPARTS_INSIDE,
        'Hai rinunciato al posto volontariamente: il compenso si concorda con la compagnia e il risarcimento europeo non si applica.',
      ],
    });
  });

  it('when it is not known whether the passenger volunteered, then it is to be checked with 600 € at stake', () => {
    expect(denied({ deniedBoardingGrounds: 'none' })).toMatchObject({
      eligibility: 'uncertain',
      amount: 600,
      reasons: [DEPARTS_INSIDE, "Indica se hai rinunciato al posto volontariamente o se l'imbarco ti è stato negato contro la tua volontà."],
    });
  });

  it('when the airline pleads bad weather for denying boarding, then the 600 € stay owed (Finnair C-22/11)', () => {
    const assessment = denied({ deniedBoardingVoluntary: false, deniedBoardingGrounds: 'none', extraordinaryCircumstance: 'weather' });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600 });
    expect(assessment.reasons[2]).toBe('Per il negato imbarco la compagnia non può invocare circostanze eccezionali: il risarcimento resta dovuto.');
  });
});

describe('denied boarding and Art. 2(j): given Roma → New York, boarding refused against the passenger’s will', () => {
  it('when the reason the airline gave is not known, then «Da verificare» with 600 € at stake, asking for the reason', () => {
    const assessment = denied({ deniedBoardingVoluntary: false });
    expect(assessment).toMatchObject({ eligibility: 'uncertain', amount: 600 });
    expect(assessment.reasons).toContain(
      'Indica il motivo che ti ha dato la compagnia: un imbarco negato per motivi di salute, di sicurezza o per documenti di viaggio non adeguati (art. 2, lett. j) non dà diritto al risarcimento. Lo verifichiamo noi.',
    );
  });

  it.each([
    ['health', 'motivi di salute'],
    ['safety', 'la sicurezza del volo'],
    ['security', 'ragioni di sicurezza (security)'],
    ['travel_documents', 'documenti di viaggio non adeguati'],
  ] as const)('when the airline gave %s as the ground, then «Da verificare»: the airline must prove it was reasonable', (grounds, phrase) => {
    const assessment = denied({ deniedBoardingVoluntary: false, deniedBoardingGrounds: grounds });
    expect(assessment).toMatchObject({ eligibility: 'uncertain', amount: 600 });
    expect(assessment.reasons.join(' ')).toContain(`La compagnia indica come motivo ${phrase}: se il motivo era fondato, non è un negato imbarco`);
  });
});

describe('denied boarding and Art. 7(2): given an overbooked flight and a re-routing', () => {
  const overbooked = { deniedBoardingVoluntary: false, deniedBoardingGrounds: 'none' } as const;

  it('when Roma → New York is re-routed arriving 4 h later, then halved: 300 €', () => {
    const assessment = denied({ ...overbooked, reroute: { arrivedLaterHours: 4 } });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 300 });
    expect(assessment.reasons).toContain("Il volo alternativo è arrivato al massimo 4 ore dopo l'orario previsto: il risarcimento è ridotto del 50% (art. 7, par. 2).");
  });

  it('when Roma → New York is re-routed arriving 4 h 01 later, then the full 600 €', () => {
    expect(denied({ ...overbooked, reroute: { arrivedLaterHours: 4 + 1 / 60 } })).toMatchObject({ eligibility: 'eligible', amount: 600 });
  });

  it('when Malpensa → Paris is re-routed arriving 2 h later, then halved: 125 €', () => {
    expect(denied({ ...overbooked, departure: MXP, arrival: CDG, reroute: { departedEarlierHours: 0, arrivedLaterHours: 2 } })).toMatchObject({ amount: 125 });
  });

  it('when the re-routing’s arrival is not known, then the full amount stays at stake', () => {
    expect(denied({ ...overbooked, reroute: {} })).toMatchObject({ eligibility: 'eligible', amount: 600 });
  });
});
