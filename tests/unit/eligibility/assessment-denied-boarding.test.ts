import { describe, expect, it } from 'vitest';
import { assessClaim, type AssessmentInput } from '../../../src/eligibility/index.js';
import { FCO, JFK } from './airports.js';

const DEPARTS_INSIDE =
  "Il volo parte da un aeroporto nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento (CE) n. 261/2004 ti tutela qualunque sia la compagnia aerea.";

const denied = (extra: Partial<AssessmentInput>) =>
  assessClaim({ departure: FCO, arrival: JFK, issueType: 'denied_boarding', flightDate: '2025-06-01', today: '2025-09-01', ...extra });

describe('denied boarding: given Roma → New York', () => {
  it('when boarding was denied against the passenger’s will, then 600 € at once', () => {
    expect(denied({ deniedBoardingVoluntary: false })).toMatchObject({
      eligibility: 'eligible',
      amount: 600,
      reasons: [
        DEPARTS_INSIDE,
        "L'imbarco ti è stato negato contro la tua volontà: il risarcimento è dovuto subito, oltre al rimborso o a un volo alternativo e all'assistenza.",
      ],
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
    expect(denied({})).toMatchObject({
      eligibility: 'uncertain',
      amount: 600,
      reasons: [
        DEPARTS_INSIDE,
        "Indica se hai rinunciato al posto volontariamente o se l'imbarco ti è stato negato contro la tua volontà.",
      ],
    });
  });

  it('when the airline pleads bad weather for denying boarding, then the 600 € stay owed (Finnair C-22/11)', () => {
    const assessment = denied({ deniedBoardingVoluntary: false, extraordinaryCircumstance: 'weather' });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600 });
    expect(assessment.reasons[2]).toBe(
      'Per il negato imbarco la compagnia non può invocare circostanze eccezionali: il risarcimento resta dovuto.',
    );
  });
});
