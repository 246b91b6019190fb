import { describe, expect, it } from 'vitest';
import { assessClaim, type AirportLocation, type AssessmentInput } from '../../../src/eligibility/index.js';
import { CDG, FCO, JFK, MXP } from './airports.js';

const cancelled = (departure: AirportLocation, arrival: AirportLocation, extra: Partial<AssessmentInput>) =>
  assessClaim({ departure, arrival, issueType: 'cancellation', flightDate: '2025-06-01', today: '2025-09-01', ...extra });

/** Milano Malpensa → Parigi CDG: 250 € band, 2 h reduction threshold. */
const shortHaul = (extra: Partial<AssessmentInput>) => cancelled(MXP, CDG, extra);

describe('cancellation: notice of 14 days or more', () => {
  it('when told 14 days before, then not eligible, with refund or re-routing still owed', () => {
    expect(shortHaul({ cancellationNoticeDays: 14 })).toMatchObject({
      eligibility: 'not_eligible',
      amount: 0,
      maxAmount: 250,
    });
    expect(shortHaul({ cancellationNoticeDays: 14 }).reasons[1]).toBe(
      'Sei stato avvisato almeno 14 giorni prima: il risarcimento non è dovuto, ma hai diritto al rimborso del biglietto o a un volo alternativo.',
    );
  });

  it('when told 30 days before, then not eligible', () => {
    expect(shortHaul({ cancellationNoticeDays: 30 }).eligibility).toBe('not_eligible');
  });
});

describe('cancellation: notice between 7 and 14 days', () => {
  it('when told 10 days before with no alternative flight, then eligible for 250 €', () => {
    expect(shortHaul({ cancellationNoticeDays: 10 })).toMatchObject({ eligibility: 'eligible', amount: 250 });
  });

  it('when re-routed to leave 2 h earlier and arrive 3.9 h later, then not eligible', () => {
    const assessment = shortHaul({ cancellationNoticeDays: 10, reroute: { departedEarlierHours: 2, arrivedLaterHours: 3.9 } });
    expect(assessment).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
    expect(assessment.reasons[1]).toBe(
      'Sei stato avvisato tra 7 e 14 giorni prima con un volo alternativo partito al massimo 2 ore prima e arrivato meno di 4 ore dopo: il risarcimento non è dovuto.',
    );
  });

  it('when told exactly 7 days before and re-routed within 2 h earlier / under 4 h later, then not eligible', () => {
    expect(shortHaul({ cancellationNoticeDays: 7, reroute: { departedEarlierHours: 1.5, arrivedLaterHours: 3 } }).eligibility).toBe('not_eligible');
  });

  it('when re-routed to arrive 4 h later, then eligible for the full 250 €', () => {
    expect(shortHaul({ cancellationNoticeDays: 10, reroute: { departedEarlierHours: 1, arrivedLaterHours: 4 } })).toMatchObject({
      eligibility: 'eligible',
      amount: 250,
    });
  });

  it('when re-routed to leave 2.5 h earlier but arrive only 1 h later, then eligible but halved to 125 €', () => {
    const assessment = shortHaul({ cancellationNoticeDays: 10, reroute: { departedEarlierHours: 2.5, arrivedLaterHours: 1 } });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 125, maxAmount: 250 });
    expect(assessment.reasons.slice(1)).toEqual([
      'Sei stato avvisato meno di 14 giorni prima e il volo alternativo non rientra negli orari che escludono il risarcimento: il risarcimento è dovuto.',
      "Il volo alternativo è arrivato meno di 2 ore dopo l'orario previsto: il risarcimento è ridotto del 50%.",
    ]);
  });
});

describe('cancellation: notice under 7 days', () => {
  it('when told 3 days before with no alternative, then eligible for 250 € with the reason', () => {
    expect(shortHaul({ cancellationNoticeDays: 3 }).reasons[1]).toBe(
      'Sei stato avvisato meno di 14 giorni prima senza un volo alternativo: il risarcimento è dovuto.',
    );
  });

  it('when re-routed to leave 1 h earlier and arrive 1.9 h later, then not eligible', () => {
    const assessment = shortHaul({ cancellationNoticeDays: 3, reroute: { departedEarlierHours: 1, arrivedLaterHours: 1.9 } });
    expect(assessment).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
    expect(assessment.reasons[1]).toBe(
      'Sei stato avvisato meno di 7 giorni prima con un volo alternativo partito al massimo 1 ora prima e arrivato meno di 2 ore dopo: il risarcimento non è dovuto.',
    );
  });

  it('when re-routed to arrive exactly 2 h later, then eligible for the full 250 € (not under the 2 h threshold)', () => {
    expect(shortHaul({ cancellationNoticeDays: 3, reroute: { departedEarlierHours: 1, arrivedLaterHours: 2 } })).toMatchObject({
      eligibility: 'eligible',
      amount: 250,
    });
  });

  it('when re-routed to leave 1.5 h earlier and arrive 0.5 h later, then eligible but halved to 125 €', () => {
    expect(shortHaul({ cancellationNoticeDays: 3, reroute: { departedEarlierHours: 1.5, arrivedLaterHours: 0.5 } })).toMatchObject({
      eligibility: 'eligible',
      amount: 125,
    });
  });

  it('when told on the day of departure, then the 7–14 day allowance does not save the airline', () => {
    expect(shortHaul({ cancellationNoticeDays: 0, reroute: { departedEarlierHours: 2, arrivedLaterHours: 3 } })).toMatchObject({
      eligibility: 'eligible',
      amount: 250,
    });
  });

  it('when Roma → New York is re-routed 3 h earlier and 3.5 h later, then halved to 300 € (under 4 h)', () => {
    expect(cancelled(FCO, JFK, { cancellationNoticeDays: 5, reroute: { departedEarlierHours: 3, arrivedLaterHours: 3.5 } })).toMatchObject({
      eligibility: 'eligible',
      amount: 300,
      maxAmount: 600,
    });
  });
});

describe('cancellation: missing facts and extraordinary circumstances', () => {
  it('when the notice is not known, then it is to be checked with 250 € at stake', () => {
    expect(shortHaul({})).toMatchObject({
      eligibility: 'uncertain',
      amount: 250,
      reasons: [
        "Il volo parte da un aeroporto nell'Unione europea, in Islanda, Norvegia o Svizzera: il Regolamento UE 261/2004 ti tutela qualunque sia la compagnia aerea.",
        'Indica quanti giorni prima della partenza ti è stata comunicata la cancellazione.',
      ],
    });
  });

  it('when a short-notice cancellation was due to air-traffic control, then not eligible', () => {
    expect(shortHaul({ cancellationNoticeDays: 1, extraordinaryCircumstance: 'air_traffic_control' })).toMatchObject({
      eligibility: 'not_eligible',
      amount: 0,
    });
  });

  it('when a short-notice cancellation was due to a technical fault, then eligible for 250 €', () => {
    expect(shortHaul({ cancellationNoticeDays: 1, extraordinaryCircumstance: 'technical_fault' })).toMatchObject({
      eligibility: 'eligible',
      amount: 250,
    });
  });
});
