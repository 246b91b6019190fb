import { describe, expect, it } from 'vitest';
import { assessClaim, type AirportLocation, type Assessment, type AssessmentInput } from '../../../src/eligibility/index.js';
import {
  ATH, BRU, CDG, CPH, CUN, DXB, ECN, EDI, EQUATOR_ORIGIN, FCO, FNC, GOH, HAM, HEL, JFK, LAX, LHR, LPA, LYR, MXP, onEquatorAt, OSL, PPT, PTP, RUN, TFS, TLV,
} from './airports.js';

/** One worked case of EU261.md: the facts given, what happened, what the engine must answer. */
interface WorkedCase {
  given: string;
  when: string;
  route: [AirportLocation, AirportLocation];
  facts: Partial<AssessmentInput>;
  then: Partial<Pick<Assessment, 'eligibility' | 'amount' | 'maxAmount' | 'inScope' | 'intraCommunity' | 'distanceKm'>> & { reason?: string; fee?: [number, number] };
}

const h = (hours: number, minutes = 0) => hours + minutes / 60;
const delay = (hours: number): Partial<AssessmentInput> => ({ issueType: 'delay', arrivalDelayHours: hours });
const SHORT_1500 = [EQUATOR_ORIGIN(), onEquatorAt(1500)] as [AirportLocation, AirportLocation];

const CASES: WorkedCase[] = [
  // Scope (Art. 3(1))
  { given: 'New York JFK → Los Angeles', when: 'delayed 5 h', route: [JFK, LAX], facts: delay(5), then: { eligibility: 'not_eligible', amount: 0, inScope: false } },
  { given: 'Dubai → Malpensa on an EU carrier', when: 'delayed 5 h', route: [DXB, MXP], facts: { ...delay(5), operatingCarrierIsEu: true }, then: { eligibility: 'eligible', amount: 600, inScope: true, distanceKm: 4707 } },
  { given: 'Dubai → Malpensa on a non-EU carrier', when: 'delayed 5 h', route: [DXB, MXP], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', amount: 0, inScope: false } },
  { given: 'Dubai → Malpensa, airline not known', when: 'delayed 5 h', route: [DXB, MXP], facts: delay(5), then: { eligibility: 'uncertain', amount: 600, inScope: 'depends_on_carrier', reason: 'sei tutelato solo se la compagnia che opera il volo è europea' } },
  { given: 'Malpensa → Dubai on a non-EU carrier', when: 'delayed 5 h', route: [MXP, DXB], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'eligible', amount: 600, inScope: true } },
  { given: 'London Heathrow → Fiumicino on a British airline (UK261, not EU261)', when: 'delayed 4 h', route: [LHR, FCO], facts: { ...delay(4), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', amount: 0, reason: 'UK261' } },
  { given: 'London Heathrow → Fiumicino on an EU airline', when: 'delayed 4 h', route: [LHR, FCO], facts: { ...delay(4), operatingCarrierIsEu: true }, then: { eligibility: 'eligible', amount: 250, intraCommunity: false } },
  { given: 'Fiumicino → London Heathrow, any airline', when: 'delayed 4 h', route: [FCO, LHR], facts: { ...delay(4), operatingCarrierIsEu: false }, then: { eligibility: 'eligible', amount: 250 } },
  { given: 'Edinburgh → New York, even on an EU airline', when: 'delayed 5 h', route: [EDI, JFK], facts: { ...delay(5), operatingCarrierIsEu: true }, then: { eligibility: 'not_eligible', inScope: false, reason: 'UK261' } },
  { given: 'Tenerife Sud (Canary Islands) → Helsinki, ~4,741 km intra-EU', when: 'delayed 5 h', route: [TFS, HEL], facts: delay(5), then: { eligibility: 'eligible', amount: 400, intraCommunity: true } },
  { given: 'Madeira → Malpensa (~2,609 km, intra-EU)', when: 'delayed 3 h 30', route: [FNC, MXP], facts: delay(h(3, 30)), then: { eligibility: 'eligible', amount: 400 } },
  { given: 'Réunion → Paris (~9,369 km, outermost region, intra-EU)', when: 'delayed 5 h', route: [RUN, CDG], facts: delay(5), then: { eligibility: 'eligible', amount: 400, maxAmount: 400, distanceKm: 9369 } },
  { given: 'Guadeloupe → Paris (outermost region)', when: 'delayed 3 h 30 (intra-EU long haul: 3 h threshold passed)', route: [PTP, CDG], facts: delay(h(3, 30)), then: { eligibility: 'eligible', amount: 400 } },
  { given: 'Tahiti (French Polynesia) → Paris on a local airline', when: 'delayed 5 h', route: [PPT, CDG], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', inScope: false } },
  { given: 'Tahiti (French Polynesia) → Paris on an EU airline', when: 'delayed 5 h', route: [PPT, CDG], facts: { ...delay(5), operatingCarrierIsEu: true }, then: { eligibility: 'eligible', amount: 600, intraCommunity: false } },
  { given: 'Nuuk (Greenland) → Copenhagen on a Greenlandic airline', when: 'delayed 5 h', route: [GOH, CPH], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', inScope: false } },
  { given: 'Ercan (Northern Cyprus) → Fiumicino, airline not known', when: 'delayed 5 h', route: [ECN, FCO], facts: delay(5), then: { eligibility: 'uncertain', inScope: 'depends_on_carrier', reason: 'Cipro del Nord' } },
  { given: 'Ercan (Northern Cyprus) → Fiumicino on a non-EU airline', when: 'delayed 5 h', route: [ECN, FCO], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', inScope: false } },
  { given: 'Fiumicino → Ercan (leaves the EU)', when: 'delayed 5 h', route: [FCO, ECN], facts: delay(5), then: { eligibility: 'eligible', amount: 400, intraCommunity: false } },
  { given: 'Svalbard LYR → Oslo on a non-EEA airline', when: 'delayed 5 h', route: [LYR, OSL], facts: { ...delay(5), operatingCarrierIsEu: false }, then: { eligibility: 'not_eligible', inScope: false, reason: 'Svalbard' } },
  { given: 'Svalbard LYR → Oslo on a Norwegian airline', when: 'delayed 5 h', route: [LYR, OSL], facts: { ...delay(5), operatingCarrierIsEu: true }, then: { eligibility: 'eligible', amount: 400, intraCommunity: false } },
  // Bands (Art. 7(1)) and distance (Art. 7(4), Bossen)
  { given: 'a route of exactly 1,500 km', when: 'delayed 3 h', route: SHORT_1500, facts: delay(3), then: { distanceKm: 1500, amount: 250 } },
  { given: 'a route of 1,501 km', when: 'delayed 4 h', route: [EQUATOR_ORIGIN(), onEquatorAt(1501)], facts: delay(4), then: { distanceKm: 1501, amount: 400 } },
  { given: 'a route of exactly 3,500 km outside the EU', when: 'delayed 5 h', route: [EQUATOR_ORIGIN(), onEquatorAt(3500, 'US')], facts: delay(5), then: { distanceKm: 3500, amount: 400 } },
  { given: 'a route of 3,501 km outside the EU', when: 'delayed 5 h', route: [EQUATOR_ORIGIN(), onEquatorAt(3501, 'US')], facts: delay(5), then: { distanceKm: 3501, amount: 600 } },
  { given: 'Madrid → Tel Aviv (~3,544 km, not intra-EU)', when: 'delayed 5 h', route: [EQUATOR_ORIGIN('ES'), onEquatorAt(3544, 'IL')], facts: delay(5), then: { amount: 600 } },
  { given: 'Gran Canaria → Helsinki (~4,696 km intra-EU)', when: 'delayed 5 h', route: [LPA, HEL], facts: delay(5), then: { amount: 400, distanceKm: 4696 } },
  { given: 'Rome → Hamburg via Brussels (legs 1,173 + 482 km, direct ~1,326 km)', when: 'delayed 4 h at Hamburg', route: [FCO, HAM], facts: delay(4), then: { distanceKm: 1326, amount: 250 } },
  // Delay thresholds (Sturgeon; Art. 7(2) "does not exceed")
  { given: 'Fiumicino → New York (600 € band)', when: 'delayed exactly 3 h', route: [FCO, JFK], facts: delay(3), then: { eligibility: 'eligible', amount: 300 } },
  { given: 'Fiumicino → New York', when: 'delayed exactly 4 h 00', route: [FCO, JFK], facts: delay(4), then: { eligibility: 'eligible', amount: 300, fee: [9150, 20850] } },
  { given: 'Fiumicino → New York', when: 'delayed 4 h 01', route: [FCO, JFK], facts: delay(h(4, 1)), then: { eligibility: 'eligible', amount: 600, fee: [18300, 41700] } },
  { given: 'Fiumicino → Tel Aviv (400 € band, ~2,279 km)', when: 'delayed exactly 3 h (threshold 3 h: halved)', route: [FCO, TLV], facts: delay(3), then: { amount: 200 } },
  { given: 'Fiumicino → Tel Aviv', when: 'delayed 3 h 01', route: [FCO, TLV], facts: delay(h(3, 1)), then: { amount: 400, fee: [12200, 27800] } },
  { given: 'Malpensa → Paris (250 € band, threshold 2 h)', when: 'delayed exactly 3 h', route: [MXP, CDG], facts: delay(3), then: { amount: 250, fee: [7625, 17375] } },
  { given: 'Malpensa → Paris', when: 'delayed exactly 2 h (under 3 h)', route: [MXP, CDG], facts: delay(2), then: { eligibility: 'uncertain', amount: 0, reason: "porte dell'aereo" } },
  { given: 'Malpensa → Paris', when: 'delayed 2 h 59', route: [MXP, CDG], facts: delay(h(2, 59)), then: { eligibility: 'uncertain', amount: 0 } },
  { given: 'Malpensa → Paris', when: 'delayed 1 h 59', route: [MXP, CDG], facts: delay(h(1, 59)), then: { eligibility: 'not_eligible', amount: 0 } },
  // Cancellation (Art. 5(1)(c))
  { given: 'Fiumicino → Athens cancelled', when: 'told exactly 14 days before', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 14 }, then: { eligibility: 'not_eligible', amount: 0 } },
  { given: 'Fiumicino → Athens cancelled', when: 'told 13 days before, no alternative', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 13 }, then: { eligibility: 'eligible', amount: 250 } },
  { given: 'Fiumicino → Athens cancelled', when: 'told 10 days before, re-routed 2 h earlier, arriving 3 h 59 later', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 10, reroute: { departedEarlierHours: 2, arrivedLaterHours: h(3, 59) } }, then: { eligibility: 'not_eligible', amount: 0 } },
  { given: 'Fiumicino → Athens cancelled', when: 'told 10 days before, re-routed arriving 4 h later', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 10, reroute: { departedEarlierHours: 0, arrivedLaterHours: 4 } }, then: { eligibility: 'eligible', amount: 250 } },
  { given: 'Fiumicino → Athens cancelled', when: 'told 10 days before, re-routed 2 h 30 earlier', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 10, reroute: { departedEarlierHours: 2.5, arrivedLaterHours: 1 } }, then: { eligibility: 'eligible', amount: 125, fee: [3813, 8687] } },
  { given: 'Fiumicino → Athens cancelled', when: 'told 3 days before, re-routed 1 h earlier arriving 1 h 59 later', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 3, reroute: { departedEarlierHours: 1, arrivedLaterHours: h(1, 59) } }, then: { eligibility: 'not_eligible', amount: 0 } },
  { given: 'Fiumicino → Athens cancelled', when: 'told 3 days before, re-routed arriving 2 h later (≤ 2 h: halved)', route: [FCO, ATH], facts: { issueType: 'cancellation', cancellationNoticeDays: 3, reroute: { departedEarlierHours: 0, arrivedLaterHours: 2 } }, then: { eligibility: 'eligible', amount: 125 } },
  { given: 'Fiumicino → New York cancelled', when: 'told on the day, no alternative', route: [FCO, JFK], facts: { issueType: 'cancellation', cancellationNoticeDays: 0 }, then: { eligibility: 'eligible', amount: 600 } },
  // Denied boarding (Art. 4)
  { given: 'Malpensa → Paris overbooked', when: 'boarding denied against the passenger’s will', route: [MXP, CDG], facts: { issueType: 'denied_boarding', deniedBoardingVoluntary: false, deniedBoardingGrounds: 'none' }, then: { eligibility: 'eligible', amount: 250 } },
  { given: 'Malpensa → Paris overbooked', when: 'the passenger volunteered', route: [MXP, CDG], facts: { issueType: 'denied_boarding', deniedBoardingVoluntary: true }, then: { eligibility: 'not_eligible', amount: 0 } },
  // Extraordinary circumstances (Art. 5(3)): the airline must prove them
  { given: 'Fiumicino → New York cancelled 2 days before', when: 'the airline pleads bad weather', route: [FCO, JFK], facts: { issueType: 'cancellation', cancellationNoticeDays: 2, extraordinaryCircumstance: 'weather' }, then: { eligibility: 'uncertain', amount: 600, reason: 'spetta alla compagnia dimostrarla' } },
  { given: 'Fiumicino → New York', when: 'delayed 5 h by air-traffic control', route: [FCO, JFK], facts: { ...delay(5), extraordinaryCircumstance: 'air_traffic_control' }, then: { eligibility: 'uncertain', amount: 600 } },
  { given: 'Fiumicino → New York', when: 'delayed 5 h by an airport security alert', route: [FCO, JFK], facts: { ...delay(5), extraordinaryCircumstance: 'security' }, then: { eligibility: 'uncertain', amount: 600 } },
  { given: 'Fiumicino → New York', when: 'delayed 5 h by a technical fault', route: [FCO, JFK], facts: { ...delay(5), extraordinaryCircumstance: 'technical_fault' }, then: { eligibility: 'eligible', amount: 600, reason: 'Wallentin-Hermann' } },
  { given: 'Fiumicino → New York', when: 'cancelled by a strike of the airline’s own staff', route: [FCO, JFK], facts: { issueType: 'cancellation', cancellationNoticeDays: 1, extraordinaryCircumstance: 'own_staff_strike' }, then: { eligibility: 'eligible', amount: 600 } },
  // Missed connections (Folkerts, Wegener)
  { given: 'Fiumicino → Hamburg via Brussels on one booking', when: 'the first leg was late and the passenger reached Hamburg 4 h late', route: [FCO, HAM], facts: { issueType: 'missed_connection', singleBooking: true, arrivalDelayHours: 4 }, then: { eligibility: 'eligible', amount: 250, reason: 'Folkerts' } },
  { given: 'Fiumicino → Cancún via Paris on one booking', when: 'arrival 3 h 30 late at the final destination', route: [FCO, CUN], facts: { issueType: 'missed_connection', singleBooking: true, arrivalDelayHours: 3.5 }, then: { eligibility: 'eligible', amount: 300 } },
  { given: 'Fiumicino → Hamburg on two bookings, Fiumicino → Brussels 4 h late', when: 'the connection to Hamburg was missed', route: [FCO, HAM], facts: { issueType: 'missed_connection', singleBooking: false, arrivalDelayHours: 4, delayedLeg: { departure: FCO, arrival: BRU } }, then: { eligibility: 'eligible', amount: 250, distanceKm: 1173, reason: 'prenotazioni separate' } },
  { given: 'Fiumicino → Hamburg on two bookings, Fiumicino → Brussels 1 h late', when: 'the connection to Hamburg was missed and Hamburg reached 6 h late', route: [FCO, HAM], facts: { issueType: 'missed_connection', singleBooking: false, arrivalDelayHours: 1, delayedLeg: { departure: FCO, arrival: BRU } }, then: { eligibility: 'not_eligible', amount: 0 } },
  { given: 'Fiumicino → Hamburg on two bookings, delayed flight not said', when: 'assessed', route: [FCO, HAM], facts: { issueType: 'missed_connection', singleBooking: false, arrivalDelayHours: 6 }, then: { eligibility: 'uncertain', amount: 0, reason: 'conta solo il volo arrivato in ritardo' } },
  { given: 'Fiumicino → Hamburg, booking not known', when: 'arrived 6 h late', route: [FCO, HAM], facts: { issueType: 'missed_connection', arrivalDelayHours: 6 }, then: { eligibility: 'uncertain', amount: 250, reason: "un'unica prenotazione" } },
  // Old flights: a warning, never a refusal
  { given: 'Fiumicino → New York flown 14 months ago', when: 'delayed 5 h', route: [FCO, JFK], facts: { ...delay(5), flightDate: '2024-07-01', today: '2025-09-01' }, then: { eligibility: 'uncertain', amount: 600, reason: 'per prudenza agisci entro un anno dal volo' } },
  { given: 'Fiumicino → New York flown 5 years ago', when: 'delayed 5 h', route: [FCO, JFK], facts: { ...delay(5), flightDate: '2020-06-01', today: '2025-09-01' }, then: { eligibility: 'uncertain', amount: 600 } },
  { given: 'Fiumicino → New York flown a year ago to the day', when: 'delayed 5 h', route: [FCO, JFK], facts: { ...delay(5), flightDate: '2024-09-01', today: '2025-09-01' }, then: { eligibility: 'eligible', amount: 600 } },
  // Worked examples at the end of EU261.md
  { given: 'Fiumicino → New York (~6,860 km)', when: 'arrival 5 h late', route: [FCO, JFK], facts: delay(5), then: { eligibility: 'eligible', amount: 600, distanceKm: 6866, fee: [18300, 41700] } },
  { given: 'Fiumicino → New York', when: 'arrival 3 h 30 late', route: [FCO, JFK], facts: delay(3.5), then: { eligibility: 'eligible', amount: 300, fee: [9150, 20850] } },
  { given: 'Malpensa → Paris CDG (~600 km)', when: 'cancelled the day before', route: [MXP, CDG], facts: { issueType: 'cancellation', cancellationNoticeDays: 1 }, then: { amount: 250, distanceKm: 598, fee: [7625, 17375] } },
  { given: 'Fiumicino → Hamburg (~1,327 km)', when: 'cancelled the day before', route: [FCO, HAM], facts: { issueType: 'cancellation', cancellationNoticeDays: 1 }, then: { amount: 250, distanceKm: 1326 } },
  { given: 'any flight (Fiumicino → New York)', when: 'arrival 2 h 30 late', route: [FCO, JFK], facts: delay(2.5), then: { eligibility: 'uncertain', amount: 0 } },
];

describe('worked cases of EU261.md', () => {
  it('has at least 40 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)('given $given, when $when', ({ route: [departure, arrival], facts, then }) => {
    const assessment = assessClaim({ departure, arrival, issueType: 'delay', flightDate: '2025-06-01', today: '2025-09-01', ...facts });
    const { reason, fee, ...expected } = then;
    expect(assessment).toMatchObject(expected);
    if (reason) expect(assessment.reasons.join(' ')).toContain(reason);
    if (fee) expect([assessment.fee.feeCents, assessment.fee.netCents]).toEqual(fee);
    expect(assessment.rulesetId).toBe('reg-261-2004');
  });
});
