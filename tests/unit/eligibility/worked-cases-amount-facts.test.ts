import { describe, expect, it } from 'vitest';
import { assessClaim, issueFacts, scopeDependsOnCarrier, type AirportLocation, type Assessment, type AssessmentInput } from '../../../src/eligibility/index.js';
import { ATH, EQUATOR_ORIGIN, FCO, JFK, LHR, MXP, onEquatorAt, ZRH } from './airports.js';

/**
 * Worked cases of EU261.md for the facts that decide the amount (issue 33): the band on the unrounded
 * distance, early arrival, flights brought forward, Switzerland, connections into the EU, the
 * cancellation's notice as the wizard asks it, and how durations read.
 */
interface WorkedCase {
  given: string;
  when: string;
  route: [AirportLocation, AirportLocation];
  facts: Partial<AssessmentInput>;
  then: Partial<Pick<Assessment, 'eligibility' | 'amount' | 'maxAmount' | 'inScope' | 'distanceKm'>> & { reason?: string };
}

const h = (hours: number, minutes = 0) => hours + minutes / 60;
const delay = (hours: number): Partial<AssessmentInput> => ({ issueType: 'delay', arrivalDelayHours: hours });
const overbooked = { issueType: 'denied_boarding', deniedBoardingVoluntary: false } as const;

const CASES: WorkedCase[] = [
  // The band on the unrounded great-circle distance; only the figure shown is rounded
  { given: 'a route of 1,500.4 km inside the EU', when: 'delayed 4 h', route: [EQUATOR_ORIGIN(), onEquatorAt(1500.4)], facts: delay(4), then: { distanceKm: 1500, amount: 400, maxAmount: 400 } },
  { given: 'a route of 1,499.6 km', when: 'delayed 4 h', route: [EQUATOR_ORIGIN(), onEquatorAt(1499.6)], facts: delay(4), then: { distanceKm: 1500, amount: 250 } },
  { given: 'a route of 3,500.4 km outside the EU', when: 'delayed 5 h', route: [EQUATOR_ORIGIN(), onEquatorAt(3500.4, 'US')], facts: delay(5), then: { distanceKm: 3500, amount: 600 } },
  // Early or on time: nothing is owed
  { given: 'Fiumicino → New York', when: 'arriving 20 min early', route: [FCO, JFK], facts: delay(-h(0, 20)), then: { eligibility: 'not_eligible', amount: 0, reason: 'in anticipo o in orario' } },
  { given: 'Fiumicino → New York', when: 'arriving on time', route: [FCO, JFK], facts: delay(0), then: { eligibility: 'not_eligible', amount: 0 } },
  // Brought forward by more than an hour: a cancellation (Azurair C-146/20)
  { given: 'Fiumicino → Athens brought forward by 3 h', when: 'told 20 days before', route: [FCO, ATH], facts: { ...issueFacts({ flightBroughtForward: 'over_1h', cancellationNotice: '14_or_more' }), issueType: 'delay' }, then: { eligibility: 'not_eligible', amount: 0, reason: 'Azurair' } },
  { given: 'Fiumicino → Athens brought forward by 3 h', when: 'told 3 days before, leaving 3 h earlier and arriving 3 h earlier', route: [FCO, ATH], facts: { ...issueFacts({ flightBroughtForward: 'over_1h', cancellationNotice: 'under_7', rerouteOffered: 'yes', rerouteDepartedEarlierMinutes: 180, rerouteArrivedLaterMinutes: -180 }), issueType: 'delay' }, then: { eligibility: 'eligible', amount: 125, reason: 'ridotto del 50%' } },
  { given: 'Fiumicino → New York brought forward by 2 h', when: 'told 3 days before, leaving 2 h earlier and arriving 5 h later', route: [FCO, JFK], facts: { ...issueFacts({ flightBroughtForward: 'over_1h', cancellationNotice: 'under_7', rerouteOffered: 'yes', rerouteDepartedEarlierMinutes: 120, rerouteArrivedLaterMinutes: 300 }), issueType: 'delay' }, then: { eligibility: 'eligible', amount: 600 } },
  { given: 'Fiumicino → Athens brought forward by 2 h', when: 'the notice is not known', route: [FCO, ATH], facts: { ...issueFacts({ flightBroughtForward: 'over_1h', cancellationNotice: 'unknown' }), issueType: 'delay' }, then: { eligibility: 'uncertain', amount: 250 } },
  { given: 'Fiumicino → Athens brought forward by 45 min', when: 'arriving 30 min early', route: [FCO, ATH], facts: { ...issueFacts({ flightBroughtForward: 'up_to_1h', arrivalDelayMinutes: -30 }), issueType: 'delay' }, then: { eligibility: 'not_eligible', amount: 0, reason: "anticipato di un'ora o meno" } },
  // Art. 2(j): the reason for refusing boarding
  { given: 'Malpensa → New York, boarding refused against the passenger’s will', when: 'the reason is not known', route: [MXP, JFK], facts: overbooked, then: { eligibility: 'uncertain', amount: 600, reason: 'art. 2, lett. j' } },
  { given: 'Malpensa → New York, boarding refused against the passenger’s will', when: 'for inadequate travel documents', route: [MXP, JFK], facts: { ...overbooked, deniedBoardingGrounds: 'travel_documents' }, then: { eligibility: 'uncertain', reason: 'documenti di viaggio non adeguati' } },
  { given: 'Fiumicino → New York overbooked', when: 're-routed arriving 3 h later', route: [FCO, JFK], facts: { ...overbooked, ...issueFacts({ deniedBoardingGrounds: 'none', rerouteOffered: 'yes', rerouteArrivedLaterMinutes: 180 }) }, then: { eligibility: 'eligible', amount: 300 } },
  // Switzerland → a third country: covered on an EU, EEA or Swiss carrier; otherwise contested
  { given: 'Zurich → New York on a carrier neither EU/EEA nor Swiss', when: 'delayed 5 h', route: [ZRH, JFK], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'uncertain', amount: 600, inScope: 'depends_on_carrier', reason: 'contestata in giudizio' } },
  { given: 'Zurich → New York, airline not known', when: 'delayed 5 h', route: [ZRH, JFK], facts: delay(5), then: { eligibility: 'uncertain', amount: 600, reason: 'svizzera' } },
  { given: 'Zurich → New York on a Swiss carrier', when: 'delayed 5 h', route: [ZRH, JFK], facts: { ...delay(5), operatingCarrierIsEu: true }, then: { eligibility: 'eligible', amount: 600, inScope: true } },
  { given: 'Zurich → Fiumicino on a non-EU carrier', when: 'delayed 5 h', route: [ZRH, FCO], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'eligible', amount: 250, inScope: true } },
  // A connection into the EU whose first flight was not on an EU carrier
  { given: 'New York → Fiumicino via London on one booking, first flight on a non-EU carrier', when: 'reaching Rome 5 h late', route: [JFK, FCO], facts: { issueType: 'missed_connection', singleBooking: true, arrivalDelayHours: 5, operatingCarrierIsEu: false }, then: { eligibility: 'uncertain', amount: 600, inScope: 'depends_on_carrier', reason: 'conta la compagnia che ha operato ciascun volo' } },
  { given: 'New York → Fiumicino direct on a non-EU carrier', when: 'delayed 5 h', route: [JFK, FCO], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', amount: 0, inScope: false } },
  { given: 'New York → London (UK261) on one booking via Dublin', when: 'reaching London 5 h late', route: [JFK, LHR], facts: { issueType: 'missed_connection', singleBooking: true, arrivalDelayHours: 5, operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', inScope: false } },
  // Cancellation, notice as the wizard asks it (Art. 5(1)(c))
  { given: 'Fiumicino → New York cancelled', when: 'told 20 days ahead («14 giorni o più»)', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: '14_or_more', rerouteOffered: 'no' }) }, then: { eligibility: 'not_eligible', amount: 0 } },
  { given: 'Fiumicino → New York cancelled', when: 'told 10 days ahead, re-routed leaving 1 h earlier and arriving 3 h later', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: '7_to_13', rerouteOffered: 'yes', rerouteDepartedEarlierMinutes: 60, rerouteArrivedLaterMinutes: 180 }) }, then: { eligibility: 'not_eligible', amount: 0, reason: 'tra 7 e 13 giorni prima' } },
  { given: 'Fiumicino → New York cancelled', when: 'told 10 days ahead, re-routed with times not known', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: '7_to_13', rerouteOffered: 'yes' }) }, then: { eligibility: 'uncertain', amount: 600, reason: 'Indica se ti è stato offerto un volo alternativo e con quali orari' } },
  { given: 'Fiumicino → New York cancelled', when: 'told 10 days ahead, not known whether re-routed', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: '7_to_13', rerouteOffered: 'unknown' }) }, then: { eligibility: 'uncertain', amount: 600 } },
  { given: 'Fiumicino → New York cancelled', when: 'told 10 days ahead, re-routed arriving 2 h later, its departure not known', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: '7_to_13', rerouteOffered: 'yes', rerouteArrivedLaterMinutes: 120 }) }, then: { eligibility: 'uncertain', amount: 600, reason: 'Indica a che ora partiva e arrivava il volo alternativo' } },
  { given: 'Fiumicino → New York cancelled', when: 'told 10 days ahead, re-routed arriving 5 h later, its departure not known', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: '7_to_13', rerouteOffered: 'yes', rerouteArrivedLaterMinutes: 300 }) }, then: { eligibility: 'eligible', amount: 600 } },
  { given: 'Fiumicino → New York cancelled', when: 'told 3 days ahead, no alternative', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: 'under_7', rerouteOffered: 'no' }) }, then: { eligibility: 'eligible', amount: 600 } },
  { given: 'Fiumicino → New York cancelled', when: 'told 3 days ahead, re-routed leaving 30 min earlier and arriving 1 h 59 later', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: 'under_7', rerouteOffered: 'yes', rerouteDepartedEarlierMinutes: 30, rerouteArrivedLaterMinutes: 119 }) }, then: { eligibility: 'not_eligible', amount: 0 } },
  { given: 'Fiumicino → New York cancelled', when: 'told 3 days ahead, re-routed leaving 2 h earlier and arriving 3 h later', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: 'under_7', rerouteOffered: 'yes', rerouteDepartedEarlierMinutes: 120, rerouteArrivedLaterMinutes: 180 }) }, then: { eligibility: 'eligible', amount: 300 } },
  { given: 'Fiumicino → New York cancelled', when: 'told 3 days ahead, the airline pleads bad weather', route: [FCO, JFK], facts: { issueType: 'cancellation', ...issueFacts({ cancellationNotice: 'under_7', rerouteOffered: 'no', airlineReason: 'weather' }) }, then: { eligibility: 'uncertain', amount: 600, reason: 'spetta alla compagnia dimostrarla' } },
  // Durations as people read them
  { given: 'Fiumicino → New York', when: 'arriving 4 h 40 min late', route: [FCO, JFK], facts: { issueType: 'delay', ...issueFacts({ arrivalDelayMinutes: 280 }) }, then: { eligibility: 'eligible', amount: 600, reason: 'con 4 h 40 min di ritardo' } },
  { given: 'Fiumicino → New York', when: 'arriving 3 h 30 late, «Non lo so» not chosen', route: [FCO, JFK], facts: { issueType: 'delay', ...issueFacts({ arrivalDelayMinutes: 210 }) }, then: { eligibility: 'eligible', amount: 300, reason: 'con 3 h 30 min di ritardo' } },
  { given: 'Fiumicino → New York', when: 'the delay is «Non lo so»', route: [FCO, JFK], facts: { issueType: 'delay', ...issueFacts({ arrivalDelayMinutes: null }) }, then: { eligibility: 'uncertain', amount: 600 } },
];

describe('worked cases: what decides the amount', () => {
  it.each(CASES)('given $given, when $when', ({ route: [departure, arrival], facts, then }) => {
    const assessment = assessClaim({ departure, arrival, issueType: 'delay', flightDate: '2025-06-01', today: '2025-09-01', ...facts });
    const { reason, ...expected } = then;
    expect(assessment).toMatchObject(expected);
    if (reason) expect(assessment.reasons.join(' ')).toContain(reason);
    expect(assessment.reasons.join(' ')).not.toMatch(/\d,\d{3,} ore/);
  });

  it('when the flight leaves Switzerland for a third country, then the wizard must ask for the operating airline; to the EU, it need not', () => {
    expect(scopeDependsOnCarrier(ZRH, JFK)).toBe(true);
    expect(scopeDependsOnCarrier(ZRH, FCO)).toBe(false);
    expect(scopeDependsOnCarrier(JFK, FCO)).toBe(true);
    expect(scopeDependsOnCarrier(FCO, JFK)).toBe(false);
  });

  it('when any case is assessed, then the answer names the ruleset it applied', () => {
    const assessment = assessClaim({ departure: FCO, arrival: JFK, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2025-06-01', today: '2025-09-01' });
    expect(assessment).toMatchObject({ rulesetId: 'reg-261-2004', rulesetLabel: 'Regolamento (CE) n. 261/2004, testo vigente' });
  });
});
