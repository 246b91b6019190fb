/** The schemas of the claim's events' data, as submitted today and by older code (see the types in claim-events.ts). */
import { z } from 'zod';
import { ADMIN_STATUSES, ANSWERS, COMMUNICATION_KINDS, ISSUE_TYPES, PRIORITIES } from '../contracts/claim-vocabulary.js';
import { changesOf } from '../platform/events/data-schemas.js';
import { issueAnswersFields } from '../contracts/issue-answers.js';
import type { ClaimEvent, ClaimSubmittedData, DuplicatePairEvent, EligibilityAssessedData, PersonalDataErasedData } from './claim-events.js';

type DataOf<Type extends ClaimEvent['type']> = Extract<ClaimEvent, { type: Type }>['data'];

const nullableString = z.string().nullable();
const airports = {
  departureAirportId: z.number(),
  arrivalAirportId: z.number(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  departureIata: nullableString,
  arrivalIata: nullableString,
};
const contactAndFlight = { passengerName: z.string(), email: z.string(), phone: nullableString, flightNumber: z.string(), flightDate: z.string(), ...airports };

const claimPassenger = z.looseObject({ passengerId: z.number(), fullName: z.string(), dateOfBirth: nullableString, email: nullableString, travelledFree: z.boolean().optional() });

export const claimSubmittedData = z.looseObject({
  claimId: z.number(),
  practiceNumber: z.string(),
  ...contactAndFlight,
  issueType: z.enum(ISSUE_TYPES),
  issueDetails: nullableString,
  ipAddress: nullableString,
  refererUrl: nullableString,
  operatingCarrierEuropean: z.enum(ANSWERS).optional(),
  singleBooking: z.enum(ANSWERS).optional(),
  // What decides the amount (the arrival delay, the cancellation's notice and re-routing, the reason given…); absent on older events.
  ...issueAnswersFields,
  termsVersion: nullableString.optional(),
  privacyNoticeVersion: nullableString.optional(),
  bookingReference: nullableString.optional(),
  passengerCount: z.number().optional(),
  freePassengerIds: z.array(z.number()).optional(),
  // Once the passenger's key is erased, the passengers read as one string: "dati cancellati".
  passengers: z.union([z.array(claimPassenger), z.string()]).optional(),
  operatingCarrier: nullableString.optional(),
}) satisfies z.ZodType<ClaimSubmittedData>;

export const claimDetailsEditedData = z.looseObject({
  changes: changesOf({ ...contactAndFlight, compensationAmount: z.number().nullable(), delayReason: nullableString, operatingCarrier: nullableString }),
}) satisfies z.ZodType<DataOf<'ClaimDetailsEdited'>>;

const adminStatus = z.enum(ADMIN_STATUSES);
export const claimStatusChangedData = z.looseObject({ from: adminStatus, to: adminStatus, passengerNote: nullableString });
export const adminNotesChangedData = z.looseObject({ from: nullableString, to: nullableString });
/** `from` and `to` are operators' names; `operatorId` names the one assigned (absent in assignments made by free text). */
export const claimAssignedData = z.looseObject({ from: nullableString, to: z.string(), operatorId: z.string().optional() });
export const claimPriorityChangedData = z.looseObject({ from: z.enum(PRIORITIES), to: z.enum(PRIORITIES) });
export const communicationRecordedData = z.looseObject({
  communicationId: z.string(),
  kind: z.enum(COMMUNICATION_KINDS),
  subject: nullableString,
  content: z.string(),
  recipient: nullableString,
});
export const eligibilityAssessedData = z.looseObject({
  isEligible: z.enum(['yes', 'no', 'pending']),
  estimatedCompensation: z.number(),
  maxCompensation: z.number(),
  distanceKm: z.number(),
  reasons: z.array(z.string()),
  rulesetId: z.string().optional(),
}) satisfies z.ZodType<EligibilityAssessedData>;
export const personalDataErasedData = z.looseObject({ reason: z.string(), erasedAt: z.string() }) satisfies z.ZodType<PersonalDataErasedData>;
export const claimMergedAsDuplicateData = z.looseObject({ intoClaimId: z.number() });
export const doItYourselfChosenData = z.looseObject({ reason: z.literal('no_mandate_no_fee'), operatingCarrier: z.string() }) satisfies z.ZodType<DataOf<'DoItYourselfChosen'>>;
export const ourServiceChosenData = z.looseObject({ daysOnTheirOwn: z.number() }) satisfies z.ZodType<DataOf<'OurServiceChosen'>>;

/** A suspicion about two claims and its dismissal name both claims' ids only. */
export const duplicatePairData = z.looseObject({ claimId: z.number(), otherClaimId: z.number() }) satisfies z.ZodType<DuplicatePairEvent['data']>;
