import { describe, expect, it } from 'vitest';
import { assessClaim, type AssessmentInput } from '../../../src/eligibility/index.js';
import { FCO, JFK, MXP, CDG, TLV } from './airports.js';

const DEPARTS_INSIDE =
  "Il volo parte da un aeroporto nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento (CE) n. 261/2004 ti tutela qualunque sia la compagnia aerea.";

const assess = (extra: Partial<AssessmentInput>) =>
  assessClaim({ departure: FCO, arrival: JFK, issueType: 'delay', flightDate: '2025-06-01', today: '2025-09-01', ...extra });

describe('given Roma Fiumicino → New York JFK, the reasons the passenger reads', () => {
  it('when 5 h late, then the full 600 €, the fee in cents and the ruleset of the flight date', () => {
    expect(assess({ arrivalDelayHours: 5 })).toEqual({
      rulesetId: 'reg-261-2004',
      rulesetLabel: 'Regolamento (CE) n. 261/2004, testo vigente',
      eligibility: 'eligible',
      amount: 600,
      fee: { compensationCents: 60000, commissionCents: 15000, vatCents: 3300, feeCents: 18300, netCents: 41700 },
      maxAmount: 600,
      distanceKm: 6866,
      intraCommunity: false,
      inScope: true,
      reasons: [DEPARTS_INSIDE, 'Sei arrivato a destinazione con 5 ore di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.'],
      limitation: { oldFlight: false, note: 'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso.' },
    });
  });

  it('when 3.5 h late, then halved, and the text says so with the 4 h limit', () => {
    expect(assess({ arrivalDelayHours: 3.5 }).reasons).toEqual([
      DEPARTS_INSIDE,
      'Sei arrivato a destinazione con 3 h 30 min di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.',
      "Su questa distanza, con un ritardo all'arrivo fino a 4 ore, il risarcimento è ridotto del 50%.",
    ]);
  });

  it('when 2.5 h late, then "Da verificare" at 0 €, explaining that under 3 h nothing is due and the doors-open time is checked', () => {
    expect(assess({ arrivalDelayHours: 2.5 })).toMatchObject({
      eligibility: 'uncertain',
      amount: 0,
      reasons: [
        DEPARTS_INSIDE,
        "Sei arrivato a destinazione con 2 h 30 min di ritardo. Sotto le 3 ore di ritardo all'arrivo il risarcimento non è dovuto. Conta però l'orario in cui si sono aperte le porte dell'aereo alla destinazione finale, non l'atterraggio: lo verifichiamo noi.",
        "Restano i diritti all'assistenza (pasti, bevande e, se serve, hotel).",
      ],
    });
  });

  it('when 1.5 h late, then not eligible, care rights named', () => {
    expect(assess({ arrivalDelayHours: 1.5 })).toMatchObject({
      eligibility: 'not_eligible',
      amount: 0,
      reasons: [
        DEPARTS_INSIDE,
        "Sei arrivato a destinazione con 1 h 30 min di ritardo. Il risarcimento spetta solo da 3 ore di ritardo all'arrivo in su. Restano i diritti all'assistenza (pasti, bevande e, se serve, hotel).",
      ],
    });
  });

  it('when the delay is not known, then "Da verificare" with the 600 € at stake', () => {
    expect(assess({})).toMatchObject({ eligibility: 'uncertain', amount: 600 });
  });

  it('when the airline pleads bad weather, then the text says "circostanza eccezionale" and who must prove it', () => {
    expect(assess({ arrivalDelayHours: 5, extraordinaryCircumstance: 'weather' }).reasons.slice(1)).toEqual([
      'Sei arrivato a destinazione con 5 ore di ritardo: almeno 3 ore, quindi il risarcimento è dovuto.',
      'La compagnia indica come causa condizioni meteorologiche avverse: può essere una circostanza eccezionale, ma spetta alla compagnia dimostrarla e provare che non poteva evitarla con tutte le misure ragionevoli. Lo verifichiamo noi.',
      "In ogni caso restano il diritto al rimborso o a un volo alternativo e all'assistenza (pasti, hotel).",
    ]);
  });

  it('when boarding was denied and the airline pleads weather, then compensation stays owed', () => {
    expect(assess({ issueType: 'denied_boarding', deniedBoardingVoluntary: false, deniedBoardingGrounds: 'none', extraordinaryCircumstance: 'weather' })).toMatchObject({ eligibility: 'eligible', amount: 600 });
  });

  it('when a cancellation was told 13 days before, then the reason says no alternative was offered', () => {
    expect(assess({ issueType: 'cancellation', cancellationNoticeDays: 13 }).reasons[1]).toBe(
      'Sei stato avvisato meno di 14 giorni prima senza un volo alternativo: il risarcimento è dovuto.',
    );
  });

  it('when the cancellation notice is not known, then it is to be checked', () => {
    expect(assess({ issueType: 'cancellation' })).toMatchObject({ eligibility: 'uncertain', amount: 600 });
  });

  it('when boarding denial is not said to be voluntary or not, then it is to be checked', () => {
    expect(assess({ issueType: 'denied_boarding' })).toMatchObject({ eligibility: 'uncertain' });
  });
});

describe('no text names the law otherwise than the Regulation does', () => {
  it('when any assessment is written, then it never says "straordinarie" nor "UE 261"', () => {
    const texts = [
      assess({ arrivalDelayHours: 5, extraordinaryCircumstance: 'security' }),
      assessClaim({ departure: JFK, arrival: FCO, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2023-01-01', today: '2025-09-01' }),
      assessClaim({ departure: MXP, arrival: CDG, issueType: 'missed_connection', singleBooking: false, flightDate: '2025-06-01', today: '2025-09-01' }),
      assessClaim({ departure: FCO, arrival: TLV, issueType: 'delay', arrivalDelayHours: 3, flightDate: '2025-06-01', today: '2025-09-01' }),
    ].flatMap((assessment) => assessment.reasons).join(' ');
    expect(texts).not.toMatch(/straordinari|UE 261|2 anni|scadut/i);
  });
});
