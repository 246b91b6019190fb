import { describe, expect, it } from 'vitest';
import { EARLIEST_FLIGHT_DATE, FLIGHT_NUMBER_PATTERN, normaliseFlightNumber, submitClaimBody } from '../../../src/contracts/claim-submission.js';
import { LEGAL_ACCEPTANCE_MESSAGE, PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../../src/contracts/legal-texts.js';

const body = {
  flightNumber: 'az 610',
  flightDate: '2024-05-01',
  departureAirportId: 1,
  arrivalAirportId: 2,
  passengerName: 'Mario Rossi',
  email: 'mario@example.it',
  issueType: 'delay',
  acceptedTerms: TERMS_VERSION,
  acknowledgedPrivacy: PRIVACY_NOTICE_VERSION,
};

describe('the claim submission contract', () => {
  it('when a flight number is typed with spaces and in lower case, then it is kept upper case without spaces', () => {
    expect(normaliseFlightNumber(' az 61 0 ')).toBe('AZ610');
    expect(submitClaimBody.parse(body).flightNumber).toBe('AZ610');
  });

  it('when a flight number is checked, then designator, 1-4 digits and an optional suffix pass and nothing else does', () => {
    for (const valid of ['AZ610', 'FR1234A', 'U21', 'DLH400']) expect(FLIGHT_NUMBER_PATTERN.test(valid)).toBe(true);
    for (const invalid of ['A1', 'AZ', 'AZ123456', 'az610', 'AZ 610']) expect(FLIGHT_NUMBER_PATTERN.test(invalid)).toBe(false);
  });

  it('when the flight number does not fit, then the answer names the field with the Italian message', () => {
    const result = submitClaimBody.safeParse({ ...body, flightNumber: 'volo' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['flightNumber'], message: 'Numero di volo non valido (esempio: AZ610)' })]);
  });

  it('when both airports are the same, then the arrival is refused', () => {
    const result = submitClaimBody.safeParse({ ...body, arrivalAirportId: 1 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['arrivalAirportId'], message: 'Gli aeroporti di partenza e di arrivo devono essere diversi' })]);
  });

  it('the earliest flight date is 1 January 2020', () => {
    expect(EARLIEST_FLIGHT_DATE).toBe('2020-01-01');
  });
});

describe('the wizard answers in the submission', () => {
  it('when the answers are left out, as older clients do, then they read "unknown"', () => {
    expect(submitClaimBody.parse(body)).toMatchObject({ operatingCarrierEuropean: 'unknown', singleBooking: 'unknown' });
  });

  it('when the answers are yes, no or unknown, then they are kept', () => {
    expect(submitClaimBody.parse({ ...body, operatingCarrierEuropean: 'yes', singleBooking: 'no' })).toMatchObject({ operatingCarrierEuropean: 'yes', singleBooking: 'no' });
  });

  it('when an answer is anything else, then the field is named with the Italian message', () => {
    const result = submitClaimBody.safeParse({ ...body, singleBooking: 'forse' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['singleBooking'], message: 'Rispondi sì, no o non lo so' })]);
  });

  it('when the terms or the privacy notice are missing or of an older version, then the body is refused with the Italian message on that field', () => {
    const { acceptedTerms: _terms, ...withoutTerms } = body;
    for (const [candidate, field] of [
      [withoutTerms, 'acceptedTerms'],
      [{ ...body, acceptedTerms: 'termini-2020-01-01' }, 'acceptedTerms'],
      [{ ...body, acknowledgedPrivacy: true }, 'acknowledgedPrivacy'],
    ] as const) {
      const result = submitClaimBody.safeParse(candidate);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: LEGAL_ACCEPTANCE_MESSAGE })]);
    }
  });
});
