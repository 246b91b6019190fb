import { z } from 'zod';
import { eInvoicesAnswer, invoiceCorrectionBody } from '../contracts/invoicing.js';
import { claimIdPath, fileAnswer, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { invoiceNumberParam } from './admin-api.js';

const ADMIN = 'Operatori: pagamenti';
const documentPath = claimIdPath.extend({ invoiceNumber: invoiceNumberParam.meta({ example: '2026/0001', description: 'Il numero, con la barra codificata (2026%2F0001)' }) });

export const INVOICING_OPENAPI: ApiPaths = {
  '/api/admin/flight-checks/{id}/e-invoices': {
    get: operation(ADMIN, 'operator', { summary: 'Le fatture elettroniche della pratica e il loro stato presso lo SdI', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('Documenti e stato SdI', eInvoicesAnswer) }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/invoices/{invoiceNumber}/fatturapa.xml': {
    get: operation(ADMIN, 'operator', { summary: 'Scarica la fattura elettronica (FatturaPA XML)', requestParams: { path: documentPath }, responses: { '200': fileAnswer('Il file XML trasmesso allo SdI', 'application/xml') }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/invoices/{invoiceNumber}/correction': {
    post: operation(ADMIN, 'operator', {
      summary: 'Emette nota di credito e nuova fattura per una fattura scartata dallo SdI',
      requestParams: { path: documentPath },
      requestBody: jsonBody(invoiceCorrectionBody),
      responses: { '201': jsonAnswer('I numeri della nota di credito e della nuova fattura', z.object({ creditNote: z.string(), invoice: z.string() })) },
      problems: [400, 404, 409],
    }),
  },
};
