import type { AdminStatus, CommunicationKind, EditableField, Eligibility, IssueType, Priority } from './claim-events.js';

export const STATUS_LABELS: Record<AdminStatus, string> = {
  pending: 'In Attesa',
  under_review: 'In Revisione',
  approved: 'Approvata',
  completed: 'Completata',
  rejected: 'Respinta',
};

export const ISSUE_LABELS: Record<IssueType, string> = {
  delay: 'Ritardo',
  cancellation: 'Cancellazione',
  denied_boarding: 'Negato imbarco',
  missed_connection: 'Coincidenza persa',
};

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Bassa', normal: 'Normale', high: 'Alta', urgent: 'Urgente' };

export const ELIGIBILITY_LABELS: Record<Eligibility, string> = { yes: 'Idonea', no: 'Non idonea', pending: 'Da verificare' };

export const COMMUNICATION_LABELS: Record<CommunicationKind, string> = { note: 'Nota registrata', call: 'Chiamata registrata', sms: 'SMS registrato' };

export const FIELD_LABELS: Record<EditableField, string> = {
  passengerName: 'nome passeggero',
  email: 'email',
  phone: 'telefono',
  flightNumber: 'numero volo',
  flightDate: 'data volo',
  departureAirportId: 'aeroporto di partenza',
  arrivalAirportId: 'aeroporto di arrivo',
  departureAirport: 'nome aeroporto di partenza',
  arrivalAirport: 'nome aeroporto di arrivo',
  departureIata: 'codice IATA di partenza',
  arrivalIata: 'codice IATA di arrivo',
  compensationAmount: 'importo risarcimento',
  delayReason: 'motivo del ritardo',
};
