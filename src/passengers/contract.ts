/**
 * What other modules may know of the passenger area. The events a passenger sees of their claim: the
 * area's timeline tells them, the live feed forwards them, and a claim without one for SILENCE_DAYS
 * gets a short update. A module that adds an event the passenger should see adds its type here.
 */
export const PASSENGER_VISIBLE_EVENT_TYPES = [
  'ClaimSubmitted',
  'ClaimStatusChanged',
  'DocumentUploaded',
  'DocumentVerified',
  'DocumentRejected',
  'DocumentsCompleted',
  'DocumentFilesDeleted',
  'EmailSent',
  'MessagePosted',
  'SilenceUpdateRequested',
  'MandateSigned',
  'BankDetailsProvided',
  'AirlinePaymentReceived',
  'InvoiceIssued',
  'PayoutSent',
  'FlightVerified',
  'FlightTimesRecorded',
  'ClaimSentToAirline',
  'AirlineReplied',
] as const;

export type PassengerVisibleEventType = (typeof PASSENGER_VISIBLE_EVENT_TYPES)[number];

export const isPassengerVisible = (type: string): type is PassengerVisibleEventType => (PASSENGER_VISIBLE_EVENT_TYPES as readonly string[]).includes(type);

export { PASSENGER_SESSION_COOKIE, PASSENGER_SESSION_DAYS } from './sessions.js';
