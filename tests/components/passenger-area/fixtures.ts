import type { PassengerClaimStory, PassengerMe } from '@contracts/passenger-area';

export const SUMMARY = {
  claimId: 7,
  practiceNumber: '482913',
  flightNumber: 'AZ610',
  operatingCarrier: 'AZ',
  flightDate: '2026-10-03',
  departureAirport: 'Roma Fiumicino (FCO)',
  arrivalAirport: 'New York JFK (JFK)',
  issueType: 'delay',
  issueTypeLabel: 'Ritardo',
  status: 'in_review',
  statusLabel: 'In fase di revisione',
  estimatedCompensation: 600,
  lastUpdate: '2026-11-20T10:00:00.000Z',
  doItYourselfSince: null,
} satisfies PassengerMe['claims'][number];

export const ME: PassengerMe = {
  email: 'maria.rossi@example.it',
  csrfToken: 'csrf-123',
  claims: [SUMMARY, { ...SUMMARY, claimId: 9, practiceNumber: '771204', flightNumber: 'FR1234', operatingCarrier: 'FR', status: 'pending', statusLabel: 'In attesa di verifica', issueTypeLabel: 'Cancellazione' }],
};

export const STORY: PassengerClaimStory = {
  summary: SUMMARY,
  passengerNote: 'Abbiamo chiesto il piano di volo alla compagnia.',
  nextStep: { who: 'operator', text: 'Stiamo esaminando la pratica: ti diciamo l’esito entro 5 giorni lavorativi.', by: '2026-11-27T10:00:00.000Z' },
  timeline: [
    { id: 'e1', at: '2026-11-10T09:00:00.000Z', by: 'passenger', title: 'Abbiamo ricevuto la tua richiesta', detail: 'Pratica n. 482913' },
    { id: 'e2', at: '2026-11-11T09:00:00.000Z', by: 'passenger', title: "Documento ricevuto: carta d'imbarco", detail: null },
    { id: 'e3', at: '2026-11-20T10:00:00.000Z', by: 'operator', title: 'Pratica in revisione', detail: 'Abbiamo chiesto il piano di volo alla compagnia.' },
  ],
  documents: [
    { id: 'd1', fileTypeLabel: "Carta d'imbarco", originalName: 'imbarco.pdf', status: 'verified', rejectionReason: null, createdAt: '2026-11-11T09:00:00.000Z', fileDeleted: false },
    { id: 'd2', fileTypeLabel: "Documento d'identità", originalName: 'patente.jpg', status: 'rejected', rejectionReason: 'Immagine illeggibile', createdAt: '2026-11-12T09:00:00.000Z', fileDeleted: false },
  ],
  uploadLink: '/carica-documenti/482913?t=tok-abc',
};
