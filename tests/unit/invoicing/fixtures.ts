import type { InvoiceCustomer } from '../../../src/contracts/invoicing.js';
import type { DocumentToDraw } from '../../../src/invoicing/draw-document.js';
import type { EInvoiceCompany } from '../../../src/invoicing/fatturapa-xml.js';

export const COMPANY: EInvoiceCompany = {
  name: 'RimborsoVolo24 S.r.l.',
  vatNumber: '01234567890',
  taxCode: '01234567890',
  street: 'Via del Corso 101',
  postalCode: '00186',
  city: 'Roma',
  province: 'RM',
};

export const ADULT: InvoiceCustomer = {
  fullName: 'Giulia Bianchi',
  codiceFiscale: 'BNCGLI85M41F205X',
  address: { street: 'Corso Buenos Aires 12', postalCode: '20124', city: 'Milano', province: 'MI', country: 'IT' },
};

/** A minor's invoice is made out to the guardian who signed for them. */
export const GUARDIAN: InvoiceCustomer = {
  fullName: 'Paweł Kowalski-D’Amico',
  codiceFiscale: 'KWLPWL80A01Z127K',
  address: { street: 'Rue de Rivoli 5', postalCode: '75001', city: 'Paris', province: null, country: 'FR' },
};

export const invoiceOf = (customer: InvoiceCustomer, overrides: Partial<DocumentToDraw> = {}): DocumentToDraw => ({
  documentType: 'TD01',
  number: '2026/0001',
  year: 2026,
  sequence: 1,
  claimId: 42,
  passengerId: 1,
  invoiceNumber: '2026/0001',
  issuedOn: '2026-11-20',
  imponibileCents: 10_000,
  ivaCents: 2_200,
  totalCents: 12_200,
  compensationCents: 40_000,
  customer,
  ...overrides,
});
