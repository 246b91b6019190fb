import { describe, expect, it } from 'vitest';
import { assessClaim, type AirportLocation, type AssessmentInput } from '../../../src/eligibility/index.js';
import { CDG, CPH, FCO, GOH, JFK, KEF, LHR, PPT, RUN, ZRH } from './airports.js';

const delayedFiveHours = (departure: AirportLocation, arrival: AirportLocation, extra: Partial<AssessmentInput> = {}) =>
  assessClaim({ departure, arrival, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2025-06-01', today: '2025-09-01', ...extra });

const DEPARTS_INSIDE =
  "Il volo parte da un aeroporto nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento (CE) n. 261/2004 ti tutela qualunque sia la compagnia aerea.";
const UK261 = 'Per i voli in partenza dal Regno Unito vale la normativa britannica UK261, non il Regolamento europeo.';

describe('scope: departures from the area are covered whatever the airline', () => {
  it('when Roma → New York is flown by a non-EU airline, then it is covered at 600 €', () => {
    expect(delayedFiveHours(FCO, JFK, { operatingCarrierIsEu: false })).toMatchObject({
      eligibility: 'eligible',
      inScope: true,
      amount: 600,
      maxAmount: 600,
      distanceKm: 6866,
      intraCommunity: false,
    });
  });

  it('when the flight leaves Réunion for Paris, then it is covered and intra-Community: 400 € despite ~9,369 km', () => {
    const assessment = delayedFiveHours(RUN, CDG);
    expect(assessment).toMatchObject({ eligibility: 'eligible', inScope: true, intraCommunity: true, distanceKm: 9369, amount: 400, maxAmount: 400 });
    expect(assessment.reasons[0]).toBe(DEPARTS_INSIDE);
  });

  it('when the flight leaves Iceland for Rome (~3,319 km), then it is covered and intra-Community at 400 €', () => {
    expect(delayedFiveHours(KEF, FCO)).toMatchObject({ eligibility: 'eligible', inScope: true, intraCommunity: true, amount: 400 });
  });

  it('when the flight leaves Zurich, then it is covered at 250 €', () => {
    expect(delayedFiveHours(ZRH, FCO, { operatingCarrierIsEu: false })).toMatchObject({ eligibility: 'eligible', inScope: true, amount: 250 });
  });
});

describe('scope: arrivals into the area only on a Community carrier', () => {
  it('when New York → Roma is flown by an EU airline, then it is covered at 600 €, if nothing was received abroad', () => {
    const assessment = delayedFiveHours(JFK, FCO, { operatingCarrierIsEu: true });
    expect(assessment).toMatchObject({ eligibility: 'eligible', inScope: true, amount: 600 });
    expect(assessment.reasons[0]).toBe(
      "Il volo arriva nell'Unione europea, in Islanda, Norvegia o Svizzera da fuori ed è operato da una compagnia europea: sei tutelato, se non hai già ricevuto un risarcimento o assistenza nel paese di partenza.",
    );
  });

  it('when New York → Roma is flown by a non-EU airline, then it is not covered and nothing is owed', () => {
    expect(delayedFiveHours(JFK, FCO, { operatingCarrierIsEu: false })).toMatchObject({
      eligibility: 'not_eligible',
      inScope: false,
      amount: 0,
      maxAmount: 600,
      reasons: [
        "Il volo arriva nell'Unione europea, in Islanda, Norvegia o Svizzera da fuori con una compagnia non europea: il Regolamento (CE) n. 261/2004 non si applica.",
      ],
    });
  });

  it('when the airline of New York → Roma is unknown, then it depends on the carrier and is to be checked', () => {
    const assessment = delayedFiveHours(JFK, FCO);
    expect(assessment).toMatchObject({ eligibility: 'uncertain', inScope: 'depends_on_carrier', amount: 600 });
    expect(assessment.reasons[0]).toBe(
      "Il volo arriva nell'Unione europea, in Islanda, Norvegia o Svizzera da fuori: sei tutelato solo se la compagnia che opera il volo è europea (UE, Islanda, Norvegia o Svizzera). L'importo indicato vale in quel caso.",
    );
  });

  it('when Tahiti → Paris is flown by a Polynesian airline, then it is not covered (French Polynesia is outside the EU)', () => {
    expect(delayedFiveHours(PPT, CDG, { operatingCarrierIsEu: false })).toMatchObject({ eligibility: 'not_eligible', inScope: false, amount: 0 });
  });

  it('when Tahiti → Paris is flown by an EU airline, then it is covered at 600 € and not intra-Community', () => {
    expect(delayedFiveHours(PPT, CDG, { operatingCarrierIsEu: true })).toMatchObject({
      eligibility: 'eligible',
      intraCommunity: false,
      amount: 600,
    });
  });

  it('when Nuuk → Copenhagen is flown by a Greenlandic airline, then it is not covered', () => {
    expect(delayedFiveHours(GOH, CPH, { operatingCarrierIsEu: false })).toMatchObject({ eligibility: 'not_eligible', inScope: false });
  });
});

describe('scope: the United Kingdom is outside since 2021', () => {
  it('when London → Roma is flown by an EU airline, then it is covered at 250 €', () => {
    expect(delayedFiveHours(LHR, FCO, { operatingCarrierIsEu: true })).toMatchObject({
      eligibility: 'eligible',
      inScope: true,
      intraCommunity: false,
      amount: 250,
    });
  });

  it('when London → Roma is flown by a British airline, then it is not covered and UK261 is mentioned', () => {
    expect(delayedFiveHours(LHR, FCO, { operatingCarrierIsEu: false })).toMatchObject({
      eligibility: 'not_eligible',
      inScope: false,
      amount: 0,
      reasons: [
        "Il volo arriva nell'Unione europea, in Islanda, Norvegia o Svizzera da fuori con una compagnia non europea: il Regolamento (CE) n. 261/2004 non si applica.",
        UK261,
      ],
    });
  });

  it('when London → New York is flown even by an EU airline, then it is not covered', () => {
    expect(delayedFiveHours(LHR, JFK, { operatingCarrierIsEu: true })).toMatchObject({
      eligibility: 'not_eligible',
      inScope: false,
      amount: 0,
      reasons: ["Né la partenza né l'arrivo sono nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento (CE) n. 261/2004 non si applica.", UK261],
    });
  });

  it('when New York → London is assessed, then it is not covered and UK261 is not mentioned', () => {
    expect(delayedFiveHours(JFK, LHR).reasons).toEqual([
      "Né la partenza né l'arrivo sono nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento (CE) n. 261/2004 non si applica.",
    ]);
  });
});
