import { z } from 'zod';
import { airlineReplyBody, sendToAirlineBody } from '../contracts/demands.js';
import { anyObject, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { claimId, letterBody } from './admin-api.js';

const DEMANDS = 'Operatori: richiesta alla compagnia aerea';
const claimPath = z.object({ id: claimId });
const panel = (description: string) => jsonAnswer(description, anyObject);

export const DEMANDS_OPENAPI: ApiPaths = {
  '/api/admin/flight-checks/{id}/airline': {
    get: operation(DEMANDS, 'operator', {
      summary: 'Il pannello «Compagnia aerea»: compagnia, cosa manca alla lettera, ultima lettera, invii e risposte',
      requestParams: { path: claimPath },
      responses: { '200': panel('Il pannello') },
      problems: [404],
    }),
  },
  '/api/admin/flight-checks/{id}/airline/letter': {
    post: operation(DEMANDS, 'operator', {
      summary: 'Genera la lettera di richiesta (PDF, italiano o inglese) e la salva tra i documenti (DemandLetterGenerated)',
      requestParams: { path: claimPath },
      requestBody: { ...jsonBody(letterBody), required: false },
      responses: { '201': panel('Il pannello con la nuova lettera') },
      problems: [404, 409],
    }),
  },
  '/api/admin/flight-checks/{id}/airline/send': {
    post: operation(DEMANDS, 'operator', {
      summary:
        'Invia alla compagnia l’ultima lettera con mandati e carte d’imbarco, solo a un indirizzo della compagnia (elenco delle compagnie o aggiunto da un amministratore: altrimenti 422); i documenti d’identità solo se la compagnia li ha chiesti (ClaimSentToAirline a invio riuscito)',
      requestParams: { path: claimPath },
      requestBody: jsonBody(sendToAirlineBody),
      responses: { '202': panel('Invio in corso: il pannello ne mostra lo stato') },
      problems: [404, 409, 422],
    }),
  },
  '/api/admin/flight-checks/{id}/airline/reply-document': {
    post: operation(DEMANDS, 'operator', {
      summary: 'Carica il PDF della risposta della compagnia, da citare poi nella risposta registrata',
      requestParams: { path: claimPath },
      requestBody: { required: true, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      responses: { '201': jsonAnswer('Il documento salvato', z.object({ documentId: z.string() })) },
      problems: [404, 413],
    }),
  },
  '/api/admin/flight-checks/{id}/airline/replies': {
    post: operation(DEMANDS, 'operator', {
      summary: 'Registra la risposta della compagnia: accettata, respinta, buono offerto o parziale (AirlineReplied)',
      requestParams: { path: claimPath },
      requestBody: jsonBody(airlineReplyBody),
      responses: { '201': panel('Il pannello con la risposta') },
      problems: [404, 409],
    }),
  },
  '/api/admin/airline-letters/pec-receipts': {
    post: operation(DEMANDS, 'operator', {
      summary:
        'Registra una ricevuta PEC (accettazione, avvenuta consegna o mancata consegna) di una lettera alla compagnia, così come è arrivata (.eml): AirlineLetterReceiptRecorded sulla pratica, la ricevuta conservata tra i documenti; la stessa ricevuta due volte non aggiunge nulla',
      requestBody: { required: true, content: { 'message/rfc822': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        '201': jsonAnswer('La ricevuta registrata, con il pannello della pratica', anyObject),
        '200': jsonAnswer('La ricevuta era già registrata: nulla di nuovo', anyObject),
      },
      problems: [400, 404, 413, 422],
    }),
  },
};
