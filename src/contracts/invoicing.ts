import { z } from 'zod';

/**
 * What an invoice is made out to and for, as billing hands it to electronic invoicing. The customer is
 * the passenger, or for a minor the guardian who signed; art. 21 DPR 633/1972 asks for their name,
 * codice fiscale and address.
 */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** Two-letter Italian province (RM, MI…); null abroad. */
  province: string | null;
  /** ISO 3166-1 alpha-2 (IT). */
  country: string;
}

export interface InvoiceCustomer {
  fullName: string;
  codiceFiscale: string;
  address: PostalAddress;
}

/** A person's codice fiscale as it is written (omocodia letters allowed); the check character is the server's to verify (billing's isValidCodiceFiscale). */
export const CODICE_FISCALE_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The customer as an operator corrects it before a new invoice («Emetti nota di credito e nuova fattura»). */
export const invoiceCustomerBody = z.object({
  fullName: z.string('Nome e cognome obbligatori').trim().min(2, 'Nome e cognome obbligatori').max(80, 'Nome e cognome: al massimo 80 caratteri'),
  codiceFiscale: z
    .string('Codice fiscale obbligatorio')
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.string().regex(CODICE_FISCALE_PATTERN, 'Codice fiscale non valido: controlla le lettere e le cifre')),
  address: z.object(
    {
      street: z.string('Indirizzo obbligatorio').trim().min(2, 'Indirizzo obbligatorio').max(60, 'Indirizzo: al massimo 60 caratteri'),
      postalCode: z.string('CAP obbligatorio').trim().min(1, 'CAP obbligatorio').max(10, 'CAP non valido'),
      city: z.string('Comune obbligatorio').trim().min(2, 'Comune obbligatorio').max(60, 'Comune: al massimo 60 caratteri'),
      province: z.string().trim().regex(/^[A-Z]{2}$/, 'Provincia: due lettere maiuscole (RM, MI…)').nullable(),
      country: z.string('Nazione obbligatoria').trim().regex(/^[A-Z]{2}$/, 'Nazione: codice di due lettere (IT)'),
    },
    'Indirizzo di residenza obbligatorio',
  ).refine((address) => address.country !== 'IT' || /^\d{5}$/.test(address.postalCode), { message: 'CAP: cinque cifre per un indirizzo in Italia', path: ['postalCode'] }),
}) satisfies z.ZodType<InvoiceCustomer>;

export const invoiceCorrectionBody = z.object({ customer: invoiceCustomerBody });

/** A document of the claim and where it stands with the SdI, for the claim page. */
export const eInvoiceView = z.object({
  passengerId: z.number().int(),
  number: z.string(),
  documentType: z.enum(['TD01', 'TD04']),
  invoiceNumber: z.string(),
  issuedOn: z.string(),
  totalCents: z.number().int(),
  /** The SdI file name (IT<VAT>_<progressive>.xml): what the SdI's receipts name. */
  fileName: z.string(),
  /** drawn: not yet sent; transmitted: sent, no outcome yet; delivered: RC or MC; rejected: NS. */
  sdiState: z.enum(['drawn', 'transmitted', 'delivered', 'rejected']),
  receipt: z.enum(['RC', 'MC', 'NS']).nullable(),
  errorCodes: z.array(z.string()),
  correctedBy: z.string().nullable(),
  replaces: z.string().nullable(),
  corrects: z.string().nullable(),
});
export type EInvoiceView = z.infer<typeof eInvoiceView>;
export const eInvoicesAnswer = z.object({ documents: z.array(eInvoiceView) });
