import { describe, expect, it } from 'vitest';
import { calculateCompensation, ELIGIBILITY_LABELS, PROBLEM_TYPE_LABELS, type CalculatorInput } from '../../../src/eligibility/index.js';
import { CDG, DXB, EQUATOR_ORIGIN, FCO, HAM, HEL, JFK, LAX, LPA, MXP, onEquatorAt, TLV } from './airports.js';

const TODAY = '2025-09-01';
const calculate = (input: CalculatorInput) => calculateCompensation({ today: TODAY, ...input });
const LAW = 'Regolamento (CE) n. 261/2004';

describe('calculator: given Roma Fiumicino → New York JFK (~6,866 km, not intra-Community)', () => {
  it('when delayed 5 hours, then eligible for 600 €, fee 150,00 + 33,00 = 183,00, net 417,00, naming the rules applied', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 5 })).toEqual({
      kind: 'compensation',
      rulesetLabel: 'Regolamento (CE) n. 261/2004, testo vigente',
      baseAmount: 600,
      fee: { compensationCents: 60000, commissionCents: 15000, vatCents: 3300, feeCents: 18300, netCents: 41700 },
      distance: 6866,
      category: 'Voli lunghi',
      eligibility: 'eligible',
      explanation: `Ritardo di 5 ore all'arrivo: hai diritto al risarcimento completo secondo il ${LAW}.`,
    });
  });

  it('when delayed 3.5 hours, then 300 € with the reduction explained (not "completo"), fee 91,50, net 208,50', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 3.5 })).toMatchObject({
      baseAmount: 300,
      fee: { feeCents: 9150, netCents: 20850 },
      eligibility: 'eligible',
      explanation: `Ritardo di 3 h 30 min all'arrivo: su questa distanza, fino a 4 ore di ritardo, il risarcimento è ridotto del 50% (art. 7, par. 2, del ${LAW}).`,
    });
  });

  it('when delayed exactly 4 hours, then still 300 €; at 4 h 01, 600 €', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 4 })).toMatchObject({ baseAmount: 300 });
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 4 + 1 / 60 })).toMatchObject({ baseAmount: 600 });
  });

  it('when delayed 2.5 hours, then "Da verificare" at 0 €, with the doors-open explanation', () => {
    const result = calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 2.5 });
    expect(result).toMatchObject({
      baseAmount: 0,
      fee: { feeCents: 0, netCents: 0 },
      eligibility: 'uncertain',
      explanation:
        "Ritardo di 2 h 30 min all'arrivo: sotto le 3 ore il risarcimento non è dovuto. Conta però l'orario in cui si sono aperte le porte dell'aereo alla destinazione finale, non l'atterraggio: lo verifichiamo noi.",
    });
    expect(ELIGIBILITY_LABELS[result!.eligibility]).toBe('Da verificare');
  });

  it('when delayed 1.75 hours, then not eligible with nothing to pay', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 1.75 })).toMatchObject({
      baseAmount: 0,
      eligibility: 'not_eligible',
      explanation: `Ritardo di 1 h 45 min all'arrivo: sotto le 3 ore il risarcimento non è dovuto secondo il ${LAW}. Restano i diritti all'assistenza (pasti e bevande).`,
    });
  });

  it('when the flight was cancelled, then eligible for 600 €', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'cancellation' })).toMatchObject({ baseAmount: 600, fee: { netCents: 41700 }, eligibility: 'eligible' });
  });

  it('when boarding was denied, then eligible for the full 600 €', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'denied_boarding' })).toMatchObject({ baseAmount: 600, eligibility: 'eligible' });
  });

  it('when the baggage was lost, then "Da verificare", no band amount, the Montreal limit and the fee as a share', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'baggage' })).toMatchObject({
      kind: 'baggage',
      eligibility: 'uncertain',
      limit: 'fino a 1.519 DSP (circa 1.800 €), in base al danno documentato',
      feeText: '25 % + IVA (30,5 % IVA inclusa) di quanto ottenuto',
    });
  });

  it('when the type is not a delay, then the delay hours are ignored', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'cancellation', delayHours: 1 })).toMatchObject({ baseAmount: 600 });
  });
});

describe('calculator: scope before any amount', () => {
  it('when New York → Los Angeles is delayed 5 hours, then "Non idoneo" at 0 €', () => {
    expect(calculate({ departure: JFK, arrival: LAX, problemType: 'delay', delayHours: 5 })).toMatchObject({
      baseAmount: 0,
      eligibility: 'not_eligible',
      explanation: `Né la partenza né l'arrivo sono nell'Unione europea, in Islanda, Norvegia o Svizzera: il ${LAW} non si applica.`,
    });
  });

  it('when Dubai → Malpensa is delayed 5 hours, then "Da verificare" with the 600 € owed on a European airline', () => {
    const result = calculate({ departure: DXB, arrival: MXP, problemType: 'delay', delayHours: 5 });
    expect(result).toMatchObject({ baseAmount: 600, fee: { netCents: 41700 }, eligibility: 'uncertain' });
    expect(result?.explanation).toContain('sei tutelato solo se la compagnia che opera il volo è europea');
  });

  it('when Dubai → Malpensa is delayed only 1 hour, then "Non idoneo" stays', () => {
    expect(calculate({ departure: DXB, arrival: MXP, problemType: 'delay', delayHours: 1 })).toMatchObject({ eligibility: 'not_eligible', baseAmount: 0 });
  });
});

describe('calculator: bands on real routes', () => {
  it('when Milano Malpensa → Parigi CDG (~598 km) is delayed 3 hours, then 250 €, fee 76,25, net 173,75', () => {
    expect(calculate({ departure: MXP, arrival: CDG, problemType: 'delay', delayHours: 3 })).toMatchObject({
      distance: 598,
      category: 'Voli corti',
      baseAmount: 250,
      fee: { commissionCents: 6250, vatCents: 1375, feeCents: 7625, netCents: 17375 },
    });
  });

  it('when Roma → Amburgo (~1,326 km) is cancelled, then 250 €', () => {
    expect(calculate({ departure: FCO, arrival: HAM, problemType: 'cancellation' })).toMatchObject({ distance: 1326, baseAmount: 250 });
  });

  it('when Roma → Tel Aviv (~2,279 km) is delayed exactly 3 hours, then 200 € (≤ 3 h halves); at 3.5 hours 400 €', () => {
    expect(calculate({ departure: FCO, arrival: TLV, problemType: 'delay', delayHours: 3 })).toMatchObject({ category: 'Voli medi', baseAmount: 200 });
    expect(calculate({ departure: FCO, arrival: TLV, problemType: 'delay', delayHours: 3.5 })).toMatchObject({ baseAmount: 400, fee: { netCents: 27800 } });
  });

  it('when Gran Canaria → Helsinki (~4,696 km, both EU) is delayed 3.5 hours, then 400 € long flight, not halved', () => {
    expect(calculate({ departure: LPA, arrival: HEL, problemType: 'delay', delayHours: 3.5 })).toMatchObject({ distance: 4696, category: 'Voli lunghi', baseAmount: 400 });
  });

  it('when the route is exactly 1,500 km, then 250 €; at 1,501 km, 400 €', () => {
    expect(calculate({ departure: EQUATOR_ORIGIN(), arrival: onEquatorAt(1500), problemType: 'cancellation' })).toMatchObject({ distance: 1500, baseAmount: 250 });
    expect(calculate({ departure: EQUATOR_ORIGIN(), arrival: onEquatorAt(1501), problemType: 'cancellation' })).toMatchObject({ baseAmount: 400 });
  });
});

describe('calculator: not computable yet', () => {
  it('when an airport or the type is missing, then there is no result', () => {
    expect(calculate({ departure: FCO, problemType: 'cancellation' })).toBeUndefined();
    expect(calculate({ arrival: JFK, problemType: 'cancellation' })).toBeUndefined();
    expect(calculate({ departure: FCO, arrival: JFK })).toBeUndefined();
  });

  it('when a delay has no hours (or unusable ones), then there is no result', () => {
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay' })).toBeUndefined();
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: Number.NaN })).toBeUndefined();
    expect(calculate({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: -1 })).toBeUndefined();
  });

  it('when no date is given, then today’s rules apply', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'cancellation' })).toMatchObject({ baseAmount: 600 });
  });
});

describe('calculator labels', () => {
  it('when the problem types and eligibility are shown, then they read as the spec says', () => {
    expect(PROBLEM_TYPE_LABELS).toEqual({ delay: 'Ritardo volo', cancellation: 'Volo cancellato', denied_boarding: 'Negato imbarco', baggage: 'Bagaglio smarrito/danneggiato' });
    expect(ELIGIBILITY_LABELS).toEqual({ eligible: 'Idoneo', uncertain: 'Da verificare', not_eligible: 'Non idoneo' });
  });
});
