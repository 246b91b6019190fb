import { z } from 'zod';
import { airlinePaymentBody, bankDetailsBody, payoutBatchBody, voucherBody } from '../contracts/billing.js';
import { PAYOUT_TIMES_PATH, payoutTimesSchema } from '../contracts/payout-times.js';
import { anyObject, claimIdPath, fileAnswer, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { bankDetailsLinkBody, batchId, batchesQuery } from './admin-api.js';
import { documentId, linkQuery } from './passenger-api.js';

const ADMIN = 'Operatori: pagamenti';
const PASSENGER = 'Area passeggero';
const billing = jsonAnswer('Pagamento della compagnia, fatture e rimborsi di ogni passeggero', anyObject);
const linkAnswer = jsonAnswer('Lo stato dei rimborsi, con l\'IBAN mascherato', z.object({
  practiceNumber: z.string(),
  ibanMasked: z.string().nullable().meta({ example: 'IT60 **** **** **** **** ***2 345' }),
  passengers: z.array(z.object({ passengerId: z.number().int(), state: z.string(), paidOn: z.string().nullable() })),
}));
const batchPath = z.object({ id: batchId });

export const BILLING_OPENAPI: ApiPaths = {
  [PAYOUT_TIMES_PATH]: {
    get: operation('Sito pubblico', 'public', {
      summary: 'I tempi di pagamento misurati sulle nostre pratiche pagate (mediana in giorni), solo da 30 pratiche in su',
      responses: { '200': jsonAnswer('La mediana dei giorni dalla richiesta al bonifico, o null', payoutTimesSchema) },
    }),
  },
  '/api/passenger/claims/{id}/billing': {
    get: operation(PASSENGER, 'passenger', { summary: 'Pagamenti e fatture di una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': billing }, problems: [404] }),
  },
  '/api/passenger/claims/{id}/bank-details': {
    put: operation(PASSENGER, 'passenger', { summary: "Indica l'IBAN per il rimborso", requestParams: { path: claimIdPath }, requestBody: jsonBody(bankDetailsBody), responses: { '200': billing }, problems: [404, 409, 429] }),
  },
  '/api/passenger/claims/{id}/invoices/{documentId}': {
    get: operation(PASSENGER, 'passenger', {
      summary: 'Scarica una propria fattura',
      requestParams: { path: claimIdPath.extend({ documentId: documentId.meta({ example: '9f2c4e1a7b3d4c5e8f90a1b2c3d4e5f6' }) }) },
      responses: { '200': fileAnswer('La fattura in PDF', 'application/pdf') },
      problems: [404],
    }),
  },
  '/api/bank-details': {
    get: operation(PASSENGER, 'public', { summary: 'Lo stato dei rimborsi, dal link ricevuto per email (finché non è usato)', requestParams: { query: linkQuery }, responses: { '200': linkAnswer }, problems: [403] }),
    put: operation(PASSENGER, 'public', {
      summary: "Indica l'IBAN dal link ricevuto per email: il link vale una volta sola",
      requestParams: { query: linkQuery },
      requestBody: jsonBody(bankDetailsBody),
      responses: { '200': linkAnswer },
      problems: [403, 409],
    }),
  },
  '/api/admin/flight-checks/{id}/billing': {
    get: operation(ADMIN, 'operator', { summary: 'Pagamenti e fatture della pratica', requestParams: { path: claimIdPath }, responses: { '200': billing }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/airline-payment': {
    post: operation(ADMIN, 'operator', {
      summary: 'Registra un pagamento della compagnia aerea (più pagamenti si sommano), ripartito tra i passeggeri in proporzione a quanto chiede ciascuno o come indicato in `allocations` (centesimi)',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(airlinePaymentBody),
      responses: { '201': billing },
      problems: [400, 404, 409],
    }),
  },
  '/api/admin/flight-checks/{id}/vouchers': {
    post: operation(ADMIN, 'operator', {
      summary: 'Registra il buono della compagnia accettato da un passeggero: nessuna quota in denaro, nessun compenso',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(voucherBody),
      responses: { '201': billing },
      problems: [400, 404, 409],
    }),
  },
  '/api/admin/flight-checks/{id}/invoices': {
    post: operation(ADMIN, 'operator', { summary: 'Emette le fatture ancora mancanti', requestParams: { path: claimIdPath }, responses: { '200': billing }, problems: [404, 409] }),
  },
  '/api/admin/flight-checks/{id}/bank-details-link': {
    post: operation(ADMIN, 'operator', {
      summary: "Fa inviare a un passeggero adulto (di norma chi ha aperto la pratica) un link per indicare il proprio IBAN, codice fiscale e indirizzo (una volta sola, 72 ore); la risposta non contiene il link",
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(bankDetailsLinkBody),
      responses: { '202': jsonAnswer('Il link è in invio', z.object({ sent: z.literal(true), expiresAt: z.string().meta({ example: '2026-11-23T10:00:00.000Z' }) })) },
      problems: [404, 409],
    }),
  },
  '/api/admin/payouts/ready': {
    get: operation(ADMIN, 'operator', { summary: 'I rimborsi pronti da pagare', responses: { '200': jsonAnswer('I rimborsi', z.object({ payouts: z.array(anyObject) })) } }),
  },
  '/api/admin/payouts/blocked': {
    get: operation(ADMIN, 'operator', {
      summary: 'I passeggeri con denaro ricevuto ma non ancora pagabili, con il motivo (fattura, coordinate, distinta aperta)',
      responses: { '200': jsonAnswer('I passeggeri in attesa', z.object({ payouts: z.array(anyObject) })) },
    }),
  },
  '/api/admin/payout-batches': {
    get: operation(ADMIN, 'operator', {
      summary: 'Le distinte di bonifico, dalla più recente, una pagina alla volta',
      requestParams: { query: batchesQuery },
      responses: { '200': jsonAnswer('Una pagina di distinte e quante sono', z.object({ batches: z.array(anyObject), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })) },
    }),
    post: operation(ADMIN, 'operator', { summary: 'Crea una distinta di bonifico', requestBody: jsonBody(payoutBatchBody), responses: { '201': jsonAnswer('La distinta', anyObject) }, problems: [409] }),
  },
  '/api/admin/payout-batches/{id}/approval': {
    post: operation(ADMIN, 'operator', {
      summary: 'Approva la distinta (un amministratore diverso da chi l’ha creata, salvo PAYOUT_APPROVERS=1)',
      requestParams: { path: batchPath },
      responses: { '200': jsonAnswer('La distinta', anyObject) },
      problems: [403, 404, 409],
    }),
  },
  '/api/admin/payout-batches/{id}/pain.001': {
    get: operation(ADMIN, 'operator', {
      summary: 'Il file SEPA pain.001 della distinta approvata, dalle coordinate fissate alla sua creazione',
      requestParams: { path: batchPath },
      responses: { '200': fileAnswer('Il file XML', 'application/xml') },
      problems: [404, 409],
    }),
  },
  '/api/admin/payout-batches/{id}/executed': {
    post: operation(ADMIN, 'operator', { summary: 'La banca ha eseguito la distinta', requestParams: { path: batchPath }, responses: { '200': jsonAnswer('La distinta', anyObject) }, problems: [404, 409] }),
  },
  '/api/admin/billing/stats': {
    get: operation(ADMIN, 'operator', { summary: 'Riepilogo di incassi, commissioni e rimborsi', responses: { '200': jsonAnswer('Le statistiche', anyObject) } }),
  },
};
