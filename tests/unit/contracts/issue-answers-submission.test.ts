import { describe, expect, it } from 'vitest';
import { submitClaimBody } from '../../../src/contracts/claim-submission.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../../src/contracts/legal-texts.js';

const body = {
  flightNumber: 'AZ610',
  flightDate: '2024-05-01',
  departureAirportId: 1,
  arrivalAirportId: 2,
  passengerName: 'Mario Rossi',
  email: 'mario@example.it',
  issueType: 'cancellation',
  acceptedTerms: TERMS_VERSION,
  acknowledgedPrivacy: PRIVACY_NOTICE_VERSION,
};

const issuesOf = (extra: object) => submitClaimBody.safeParse({ ...body, ...extra }).error?.issues.map(({ path, message }) => ({ path, message }));

describe('the answers that decide the amount, in the submission', () => {
  it('when a cancellation told 10 days ahead with a re-routing and its times is sent, then every answer is kept as sent', () => {
    const answers = {
      cancellationNotice: '7_to_13',
      rerouteOffered: 'yes',
      rerouteDepartedEarlierMinutes: 60,
      rerouteArrivedLaterMinutes: 180,
      airlineReason: 'technical_fault',
    };
    expect(submitClaimBody.parse({ ...body, ...answers })).toMatchObject(answers);
  });

  it('when the delay is «Non lo so», then it is kept as null; when the questions were not asked, then they are absent', () => {
    expect(submitClaimBody.parse({ ...body, issueType: 'delay', arrivalDelayMinutes: null }).arrivalDelayMinutes).toBeNull();
    expect(submitClaimBody.parse(body)).not.toHaveProperty('cancellationNotice');
  });

  it('when the arrival delay is not whole minutes or over 72 hours, then it is refused naming the field in Italian', () => {
    const message = 'Indica il ritardo all’arrivo in ore e minuti (al massimo 72 ore), oppure «Non lo so»';
    expect(issuesOf({ arrivalDelayMinutes: 3.5 })).toEqual([{ path: ['arrivalDelayMinutes'], message }]);
    expect(issuesOf({ arrivalDelayMinutes: 73 * 60 })).toEqual([{ path: ['arrivalDelayMinutes'], message }]);
    expect(issuesOf({ arrivalDelayMinutes: '3,5' })).toEqual([{ path: ['arrivalDelayMinutes'], message }]);
  });

  it('when an answer is not one of the choices, then it is refused with the question’s Italian message', () => {
    expect(issuesOf({ cancellationNotice: '20_days' })).toEqual([{ path: ['cancellationNotice'], message: 'Indica quando ti hanno avvisato della cancellazione' }]);
    expect(issuesOf({ airlineReason: 'aliens' })).toEqual([{ path: ['airlineReason'], message: 'Scegli il motivo indicato dalla compagnia, oppure «Nessuna / non lo so»' }]);
    expect(issuesOf({ deniedBoardingGrounds: 'rude' })).toEqual([{ path: ['deniedBoardingGrounds'], message: 'Scegli il motivo per cui ti hanno negato l’imbarco, oppure «Non lo so»' }]);
    expect(issuesOf({ flightBroughtForward: 'yes' })).toEqual([{ path: ['flightBroughtForward'], message: 'Indica se il volo è stato anticipato' }]);
  });

  it('when re-routing times come without a re-routing, then the times are refused', () => {
    expect(issuesOf({ rerouteOffered: 'no', rerouteArrivedLaterMinutes: 120 })).toEqual([
      { path: ['rerouteArrivedLaterMinutes'], message: 'Gli orari del volo alternativo valgono solo se ti è stato offerto un volo alternativo' },
    ]);
  });
});
