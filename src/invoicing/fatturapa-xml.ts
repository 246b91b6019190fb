import anyAscii from 'any-ascii';
import { create } from 'xmlbuilder2';
import type { InvoiceCustomer } from '../contracts/invoicing.js';
import { VAT_PERCENT } from '../eligibility/index.js';

/** FatturaPA 1.2.2, the format every invoice to a private customer travels in (FPR12), consumers included. */
export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** A consumer has no recipient code: the SdI keeps the invoice in their reserved area. */
export const CONSUMER_RECIPIENT_CODE = '0000000';

export type DocumentType = 'TD01' | 'TD04';

/** The company as cedente/prestatore: its VAT number and its registered office, in parts. */
export interface EInvoiceCompany {
  name: string;
  /** Without the IT prefix: 11 digits. */
  vatNumber: string;
  taxCode: string;
  street: string;
  postalCode: string;
  city: string;
  province: string | null;
}

export interface FatturaPaDocument {
  type: DocumentType;
  /** The printed number («2026/0001»): Numero. */
  number: string;
  issuedOn: string;
  /** ProgressivoInvio, unique per transmitter; also the file's name. */
  progressive: string;
  company: EInvoiceCompany;
  customer: InvoiceCustomer;
  description: string;
  imponibileCents: number;
  ivaCents: number;
  totalCents: number;
  /** A credit note's original invoice (DatiFattureCollegate). */
  corrects?: { number: string; issuedOn: string };
}

const amount = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The schema's texts are Latin-1 (String…LatinType): a character beyond it is transliterated rather
 * than refused (Ł → L), and each text is cut to its field's length.
 */
export function latin(text: string, maxLength: number): string {
  const transliterated = [...text.normalize('NFC')].map((char) => (char.codePointAt(0)! <= 0xff ? char : anyAscii(char))).join('');
  return transliterated.replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

/** A foreign address has no Italian CAP: the SdI asks for 00000 and no province. */
function sede(address: InvoiceCustomer['address']) {
  const italian = address.country.toUpperCase() === 'IT';
  return {
    Indirizzo: latin(address.street, 60),
    CAP: italian ? address.postalCode : '00000',
    Comune: latin(address.city, 60),
    ...(italian && address.province ? { Provincia: address.province.toUpperCase() } : {}),
    Nazione: address.country.toUpperCase(),
  };
}

/** The document as FatturaPA XML (UTF-8): every value goes through the builder, which escapes it. */
export function fatturaPaXml(document: FatturaPaDocument): string {
  const { company, customer } = document;
  const vat = company.vatNumber.replace(/^IT/i, '');
  const root = {
    'p:FatturaElettronica': {
      '@versione': 'FPR12',
      '@xmlns:p': FATTURAPA_NAMESPACE,
      '@xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: 'IT', IdCodice: vat },
          ProgressivoInvio: document.progressive,
          FormatoTrasmissione: 'FPR12',
          CodiceDestinatario: CONSUMER_RECIPIENT_CODE,
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: { IdPaese: 'IT', IdCodice: vat },
            CodiceFiscale: company.taxCode,
            Anagrafica: { Denominazione: latin(company.name, 80) },
            RegimeFiscale: 'RF01',
          },
          Sede: sede({ street: company.street, postalCode: company.postalCode, city: company.city, province: company.province, country: 'IT' }),
        },
        CessionarioCommittente: {
          DatiAnagrafici: {
            CodiceFiscale: customer.codiceFiscale.toUpperCase(),
            // One name as the passenger gave it: splitting it into Nome and Cognome would be a guess.
            Anagrafica: { Denominazione: latin(customer.fullName, 80) },
          },
          Sede: sede(customer.address),
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: document.type,
            Divisa: 'EUR',
            Data: document.issuedOn,
            Numero: document.number,
            ImportoTotaleDocumento: amount(document.totalCents),
          },
          ...(document.corrects ? { DatiFattureCollegate: { IdDocumento: document.corrects.number, Data: document.corrects.issuedOn } } : {}),
        },
        DatiBeniServizi: {
          DettaglioLinee: {
            NumeroLinea: 1,
            Descrizione: latin(document.description, 1000),
            PrezzoUnitario: amount(document.imponibileCents),
            PrezzoTotale: amount(document.imponibileCents),
            AliquotaIVA: amount(VAT_PERCENT * 100),
          },
          DatiRiepilogo: {
            AliquotaIVA: amount(VAT_PERCENT * 100),
            ImponibileImporto: amount(document.imponibileCents),
            Imposta: amount(document.ivaCents),
            EsigibilitaIVA: 'I',
          },
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, root).end({ prettyPrint: true });
}

/**
 * ProgressivoInvio and the file's progressive: unique per transmitter because a number is unique in
 * its year. Base 36 of year and sequence keeps it within the file name's five characters until 2599.
 */
export const progressiveOf = (year: number, sequence: number) => ((year - 2000) * 100_000 + sequence).toString(36).toUpperCase().padStart(5, '0');

/** The name the SdI wants: country and VAT number of the transmitter, underscore, progressive. */
export const fatturaPaFileName = (vatNumber: string, progressive: string) => `IT${vatNumber.replace(/^IT/i, '')}_${progressive}.xml`;
