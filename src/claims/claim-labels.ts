import type { CommunicationKind, EditableField } from './claim-events.js';

export { ELIGIBILITY_LABELS, ISSUE_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '../contracts/claim-vocabulary.js';

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
  operatingCarrier: 'compagnia operativa',
};
