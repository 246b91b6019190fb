import { describe, expect, it } from 'vitest';
import {
  calculateCompensation,
  ELIGIBILITY_LABELS,
  PROBLEM_TYPE_LABELS,
  type AirportLocation,
} from '../../../src/eligibility/index.js';
import { BRU, CDG, FCO, HAM, HEL, JFK, LPA, MXP, TLV } from './airports.js';

/** A point on the equator this many km east of longitude 0. */
const onEquatorAt = (km: number): AirportLocation => ({ iataCode: 'XXX', countryCode: 'IT', latitude: 0, longitude: (km / (Math.PI * 6371)) * 180 });
const ORIGIN: AirportLocation = { iataCode: 'OOO', countryCode: 'IT', latitude: 0, longitude: 0 };

describe('calculator: given Roma Fiumicino → New York JFK (~6,866 km, not intra-Community)', () => {
  it('when delayed 4 hours, then eligible for 600 €, fee 150 + 33 VAT = 183, net 417', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 4 })).toEqual({
      baseAmount: 600,
      commission: 150,
      vat: 33,
      ourFee: 183,
      netAmount: 417,
      distance: 6866,
      category: 'Voli lunghi',
      eligibility: 'eligible',
      explanation: 'Ritardo di 4 ore: hai diritto al risarcimento completo secondo EU 261/2004.',
    });
  });

  it('when delayed 3.5 hours, then the 50 % reduction of Art. 7(2) gives 300 €, fee 92, net 208', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 3.5 })).toMatchObject({
      baseAmount: 300,
      commission: 75,
      vat: 17,
      ourFee: 92,
      netAmount: 208,
      eligibility: 'eligible',
      explanation: 'Ritardo di 3,5 ore: hai diritto al risarcimento completo secondo EU 261/2004.',
    });
  });

  it('when delayed exactly 3 hours, then still halved to 300 €', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 3 })?.baseAmount).toBe(300);
  });

  it('when delayed 2.5 hours, then "Da verificare" with half the base, 300 €', () => {
    const result = calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 2.5 });
    expect(result).toMatchObject({
      baseAmount: 300,
      ourFee: 92,
      netAmount: 208,
      eligibility: 'uncertain',
      explanation: 'Ritardo di 2,5 ore: potrebbero esserci diritti limitati a seconda delle circostanze.',
    });
    expect(ELIGIBILITY_LABELS[result!.eligibility]).toBe('Da verificare');
  });

  it('when delayed 1.75 hours, then not eligible with nothing to pay', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 1.75 })).toEqual({
      baseAmount: 0,
      commission: 0,
      vat: 0,
      ourFee: 0,
      netAmount: 0,
      distance: 6866,
      category: 'Voli lunghi',
      eligibility: 'not_eligible',
      explanation: 'Ritardo di 1,75 ore: sotto la soglia minima per il risarcimento EU 261/2004.',
    });
  });

  it('when delayed 0 hours, then not eligible', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: 0 })?.explanation).toBe(
      'Ritardo di 0 ore: sotto la soglia minima per il risarcimento EU 261/2004.',
    );
  });

  it('when the flight was cancelled, then eligible for 600 € with the 14-day explanation', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'cancellation' })).toMatchObject({
      baseAmount: 600,
      netAmount: 417,
      eligibility: 'eligible',
      explanation: 'Volo cancellato: hai diritto al risarcimento se non sei stato avvisato con almeno 14 giorni di anticipo.',
    });
  });

  it('when boarding was denied, then eligible for the full 600 €', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'denied_boarding' })).toMatchObject({
      baseAmount: 600,
      eligibility: 'eligible',
      explanation: 'Negato imbarco (overbooking): hai diritto al risarcimento completo.',
    });
  });

  it('when the baggage was lost, then eligible for the band amount (under the 1,500 € cap) under Montreal', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'baggage' })).toMatchObject({
      baseAmount: 600,
      eligibility: 'eligible',
      explanation: 'Bagaglio smarrito/danneggiato: risarcimento secondo Convenzione di Montreal.',
    });
  });

  it('when the type is not a delay, then the delay hours are ignored', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'cancellation', delayHours: 1 })?.baseAmount).toBe(600);
  });
});

describe('calculator: bands on real routes', () => {
  it('when Milano Malpensa → Parigi CDG (~598 km) is delayed 3 hours, then 250 € short flight, fee 77, net 173', () => {
    expect(calculateCompensation({ departure: MXP, arrival: CDG, problemType: 'delay', delayHours: 3 })).toMatchObject({
      distance: 598,
      category: 'Voli corti',
      baseAmount: 250,
      ourFee: 77,
      netAmount: 173,
    });
  });

  it('when Roma → Amburgo (~1,326 km) is cancelled, then 250 €', () => {
    expect(calculateCompensation({ departure: FCO, arrival: HAM, problemType: 'cancellation' })).toMatchObject({ distance: 1326, baseAmount: 250 });
  });

  it('when Rome–Hamburg went via Brussels, then the direct distance decides (250 €), not the legs (1,654 km)', () => {
    const viaBrussels = calculateCompensation({ departure: FCO, arrival: HAM, problemType: 'delay', delayHours: 5 });
    const firstLeg = calculateCompensation({ departure: FCO, arrival: BRU, problemType: 'delay', delayHours: 5 });
    expect(viaBrussels).toMatchObject({ distance: 1326, baseAmount: 250 });
    expect(firstLeg?.distance).toBe(1173);
  });

  it('when Roma → Tel Aviv (~2,279 km, outside the EU) is delayed 3 hours, then 400 € in full', () => {
    expect(calculateCompensation({ departure: FCO, arrival: TLV, problemType: 'delay', delayHours: 3 })).toMatchObject({
      distance: 2279,
      category: 'Voli medi',
      baseAmount: 400,
    });
  });

  it('when Gran Canaria → Helsinki (~4,696 km, both EU) is delayed 3.5 hours, then 400 € long flight, not halved', () => {
    expect(calculateCompensation({ departure: LPA, arrival: HEL, problemType: 'delay', delayHours: 3.5 })).toMatchObject({
      distance: 4696,
      category: 'Voli lunghi',
      baseAmount: 400,
      netAmount: 278,
    });
  });

  it('when Gran Canaria → Helsinki is delayed 2 hours, then "Da verificare" at half of 400 €', () => {
    expect(calculateCompensation({ departure: LPA, arrival: HEL, problemType: 'delay', delayHours: 2 })).toMatchObject({
      eligibility: 'uncertain',
      baseAmount: 200,
    });
  });

  it('when a short flight is delayed 2.5 hours, then half of 250 € is 125 €', () => {
    expect(calculateCompensation({ departure: MXP, arrival: CDG, problemType: 'delay', delayHours: 2.5 })).toMatchObject({
      baseAmount: 125,
      ourFee: 38,
      netAmount: 87,
    });
  });

  it('when the route is exactly 1,500 km, then 250 €; at 1,501 km, 400 €', () => {
    expect(calculateCompensation({ departure: ORIGIN, arrival: onEquatorAt(1500), problemType: 'cancellation' })).toMatchObject({
      distance: 1500,
      baseAmount: 250,
    });
    expect(calculateCompensation({ departure: ORIGIN, arrival: onEquatorAt(1501), problemType: 'cancellation' })?.baseAmount).toBe(400);
  });

  it('when the route is 1,500.4 km, then the band follows the 1,500 km shown: 250 € short flight', () => {
    expect(calculateCompensation({ departure: ORIGIN, arrival: onEquatorAt(1500.4), problemType: 'cancellation' })).toMatchObject({
      distance: 1500,
      category: 'Voli corti',
      baseAmount: 250,
    });
  });
});

describe('calculator: not computable yet', () => {
  it('when an airport is missing, then there is no result', () => {
    expect(calculateCompensation({ departure: FCO, problemType: 'cancellation' })).toBeUndefined();
    expect(calculateCompensation({ arrival: JFK, problemType: 'cancellation' })).toBeUndefined();
  });

  it('when the problem type is missing, then there is no result', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK })).toBeUndefined();
  });

  it('when a delay has no hours (or unusable ones), then there is no result', () => {
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay' })).toBeUndefined();
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: Number.NaN })).toBeUndefined();
    expect(calculateCompensation({ departure: FCO, arrival: JFK, problemType: 'delay', delayHours: -1 })).toBeUndefined();
  });
});

describe('calculator labels', () => {
  it('when the problem types are shown, then they read as the spec says', () => {
    expect(PROBLEM_TYPE_LABELS).toEqual({
      delay: 'Ritardo volo',
      cancellation: 'Volo cancellato',
      denied_boarding: 'Negato imbarco',
      baggage: 'Bagaglio smarrito/danneggiato',
    });
  });

  it('when the eligibility is shown, then it reads Idoneo, Da verificare or Non idoneo', () => {
    expect(ELIGIBILITY_LABELS).toEqual({ eligible: 'Idoneo', uncertain: 'Da verificare', not_eligible: 'Non idoneo' });
  });
});
