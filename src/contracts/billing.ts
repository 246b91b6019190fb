import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/** The money path of a claim: bank details, the airline's payment, invoices and SEPA payouts. */

export const BANK_HOLDER_MIN = 2;
export const BANK_HOLDER_MAX = 70;
/** A bank-details link sent by e-mail works this long, and once. */
export const BANK_DETAILS_LINK_HOURS = 72;
/** Our promise: the passenger is paid at most this many working days after the airline paid us. */
export const PAYOUT_PROMISE_WORKING_DAYS = 5;

export const IBAN_INVALID = 'IBAN non valido: controlla le cifre';
export const IBAN_NOT_SEPA = 'Il conto deve essere in un paese dell’area SEPA';
export const HOLDER_NOT_LATIN = 'Scrivi l’intestatario in lettere latine, come compare sul conto (per esempio Mario Rossi)';

// SEPA transfers carry Latin letters only: accents are transliterated, other scripts would be guessed at.
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** Whether a bank can read this account holder: some Latin letters, and no letter of another script. */
export const isLatinHolder = (holder: string): boolean => LATIN_LETTER.test(holder) && !OTHER_SCRIPT_LETTER.test(holder);

/** An IBAN as typed (spaces, lower case) in its electronic form: no spaces, upper case. */
export const normaliseIban = (iban: string): string => electronicFormatIBAN(iban) ?? iban.replace(/\s+/g, '').toUpperCase();

/** Undefined for a valid IBAN of a SEPA country, else the Italian reason. */
export function ibanProblem(iban: string): string | undefined {
  const electronic = normaliseIban(iban);
  if (!isValidIBAN(electronic)) return IBAN_INVALID;
  if (!isSEPACountry(electronic.slice(0, 2))) return IBAN_NOT_SEPA;
  return undefined;
}

/** What the passenger area shows of an IBAN: the country and check digits and the last four (IT60 **** **** 1234). */
export const maskIban = (iban: string): string => {
  const electronic = normaliseIban(iban);
  return electronic.length < 8 ? '****' : `${electronic.slice(0, 4)} **** **** ${electronic.slice(-4)}`;
};

export const CODICE_FISCALE_INVALID = 'Codice fiscale non valido: controlla le 16 lettere e cifre';

/** A residence address for the invoice (art. 21 DPR 633/1972): in Italy with its province. */
export const postalAddressField = z
  .object({
    street: z.string('Indica via e numero civico').trim().min(3, 'Indica via e numero civico').max(200, 'L’indirizzo può avere al massimo 200 caratteri'),
    postalCode: z.string('Indica il CAP').trim().min(3, 'Indica il CAP').max(10, 'CAP non valido'),
    city: z.string('Indica il comune').trim().min(2, 'Indica il comune').max(100, 'Il comune può avere al massimo 100 caratteri'),
    province: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'La provincia è la sigla di due lettere (per esempio RM)')
      .nullish()
      .transform((value) => value ?? null),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Il paese è il codice di due lettere (per esempio IT)')
      .default('IT'),
  })
  .superRefine((address, context) => {
    if (address.country === 'IT' && !/^\d{5}$/.test(address.postalCode)) context.addIssue({ code: 'custom', path: ['postalCode'], message: 'Il CAP italiano ha 5 cifre' });
    if (address.country === 'IT' && !address.province) context.addIssue({ code: 'custom', path: ['province'], message: 'Indica la sigla della provincia (per esempio RM)' });
  });

/**
 * PUT /api/passenger/claims/{id}/bank-details and PUT /api/bank-details?t=…: a passenger's own account,
 * with the codice fiscale and residence address their invoice is made out with (the server also checks
 * the codice fiscale's check character).
 */
export const bankDetailsBody = z.object({
  codiceFiscale: z
    .string(CODICE_FISCALE_INVALID)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{16}$/, CODICE_FISCALE_INVALID))
    .optional(),
  address: postalAddressField.optional(),
  iban: z
    .string('Indica l’IBAN')
    .transform(normaliseIban)
    .superRefine((iban, context) => {
      const problem = ibanProblem(iban);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  accountHolder: z
    .string('Indica l’intestatario del conto')
    .trim()
    .min(BANK_HOLDER_MIN, 'L’intestatario deve avere almeno 2 caratteri')
    .max(BANK_HOLDER_MAX, 'L’intestatario può avere al massimo 70 caratteri')
    .refine(isLatinHolder, HOLDER_NOT_LATIN),
});
export type BankDetailsBody = z.infer<typeof bankDetailsBody>;

const isoDate = z.iso.date('Data non valida (AAAA-MM-GG)');

const allocationCents = z.number('Ripartizione: importo non valido').int('Ripartizione: indica la quota in centesimi interi');

/**
 * POST /api/admin/flight-checks/{id}/airline-payment: the amount in cents, or in euros (`amount`), and
 * optionally how it is split among the passengers (`allocations`, in cents, adding up to the amount);
 * without it, in proportion to what each still claims.
 */
export const airlinePaymentBody = z
  .object({
    amountCents: z.number('Importo non valido').int('Importo non valido').optional(),
    amount: z.coerce.number('Importo non valido').optional(),
    receivedOn: isoDate,
    bankReference: z.string('Indica il riferimento del bonifico').trim().min(1, 'Indica il riferimento del bonifico').max(140, 'Il riferimento può avere al massimo 140 caratteri'),
    allocations: z
      .array(
        z.object({
          passengerId: z.number('Ripartizione: passeggero non valido').int('Ripartizione: passeggero non valido').min(1, 'Ripartizione: passeggero non valido').max(9, 'Ripartizione: passeggero non valido'),
          amountCents: allocationCents.min(0, 'Ripartizione: una quota non può essere negativa'),
        }),
        'Ripartizione: indica una quota per passeggero',
      )
      .min(1, 'Ripartizione: indica almeno una quota')
      .max(9, 'Ripartizione: al massimo 9 passeggeri')
      .optional(),
  })
  .transform(({ amountCents, amount, ...rest }, context) => {
    const cents = amountCents ?? (amount === undefined ? undefined : Math.round(amount * 100));
    if (cents === undefined || !Number.isFinite(cents)) {
      context.addIssue({ code: 'custom', message: 'Indica l’importo ricevuto', path: ['amount'] });
      return z.NEVER;
    }
    if (rest.allocations) {
      const allocated = rest.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
      if (allocated !== cents) {
        context.addIssue({ code: 'custom', message: `Ripartizione: le quote sommano ${(allocated / 100).toFixed(2).replace('.', ',')} €, ma il pagamento è di ${(cents / 100).toFixed(2).replace('.', ',')} €`, path: ['allocations'] });
        return z.NEVER;
      }
    }
    return { ...rest, amountCents: cents };
  });
export type AirlinePaymentBody = z.infer<typeof airlinePaymentBody>;

/** POST /api/admin/flight-checks/{id}/vouchers: a passenger took the airline's voucher instead of money (no fee on it). */
export const voucherBody = z.object({
  passengerId: z.number('Indica il passeggero').int('Passeggero non valido').min(1, 'Passeggero non valido').max(9, 'Passeggero non valido'),
  acceptedOn: isoDate,
  description: z.string('Descrivi il buono').trim().min(3, 'Descrivi il buono (per esempio «buono di 400 € valido 12 mesi»)').max(200, 'La descrizione può avere al massimo 200 caratteri'),
});
export type VoucherBody = z.infer<typeof voucherBody>;

/** POST /api/admin/payout-batches */
export const payoutBatchBody = z.object({
  items: z
    .array(z.object({ claimId: z.number().int().positive('ID pratica non valido'), passengerId: z.number().int().min(1).max(9) }), 'Scegli i passeggeri da pagare')
    .min(1, 'Scegli almeno un passeggero da pagare')
    .max(500, 'Al massimo 500 bonifici per distinta'),
});
export type PayoutBatchBody = z.infer<typeof payoutBatchBody>;

export type PayoutState = 'awaiting_payment' | 'awaiting_mandate' | 'awaiting_invoice' | 'awaiting_bank_details' | 'ready' | 'in_batch' | 'paid' | 'voucher' | 'travelled_free';

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  awaiting_payment: 'In attesa del pagamento della compagnia',
  awaiting_mandate: 'In attesa del mandato firmato',
  awaiting_invoice: 'In attesa della fattura',
  awaiting_bank_details: 'In attesa delle coordinate bancarie',
  ready: 'Pronto per il bonifico',
  in_batch: 'In distinta di pagamento',
  paid: 'Bonifico inviato',
  voucher: 'Ha accettato un buono: nessun bonifico',
  travelled_free: 'Ha viaggiato gratis: nessuna compensazione',
};

export interface InvoiceView {
  invoiceNumber: string;
  passengerId: number;
  imponibileCents: number;
  ivaCents: number;
  totalCents: number;
  issuedOn: string;
  documentId: string;
  sha256: string;
}

/** One passenger's money on a claim, as operators and the passenger see it. */
export interface PassengerPayoutView {
  passengerId: number;
  fullName: string;
  /** What they claim (0 for one who travelled free). */
  claimedCents: number;
  /** What the airline paid for them so far. */
  receivedCents: number;
  /** Our fee on what was received (25 % + IVA), and what is left for them. */
  feeCents: number;
  netCents: number;
  travelledFree: boolean;
  voucher: { acceptedOn: string; description: string } | null;
  /** Masked (IT60 **** **** 1234); null until given. */
  ibanMasked: string | null;
  /** Whose account pays them: their own id, or for a minor the contact's (1). */
  accountOf: number;
  state: PayoutState;
  batchId: string | null;
  paidOn: string | null;
  paidCents: number | null;
}

export interface AirlinePaymentView {
  amountCents: number;
  receivedOn: string;
  bankReference: string;
  allocations: { passengerId: number; amountCents: number }[];
}

/** GET /api/admin/flight-checks/{id}/billing and GET /api/passenger/claims/{id}/billing */
export interface ClaimBillingView {
  claimId: number;
  practiceNumber: string;
  /** What the booking claims: the sum of what each passenger claims. */
  totalCents: number;
  /** What the airline paid so far, all payments together. */
  receivedCents: number;
  airlinePayments: AirlinePaymentView[];
  invoices: InvoiceView[];
  passengers: PassengerPayoutView[];
}

/** GET /api/admin/payouts/ready */
export interface ReadyPayout {
  claimId: number;
  practiceNumber: string;
  passengerId: number;
  fullName: string;
  flightNumber: string;
  amountCents: number;
  paymentReceivedOn: string;
}

/** What keeps a passenger who has money coming from being paid. */
export type PayoutBlocker = 'no_airline_payment' | 'no_invoice' | 'no_bank_details' | 'no_mandate' | 'in_batch';

/** Each blocker in words, with what unblocks it. */
export const PAYOUT_BLOCKERS: Record<PayoutBlocker, { reason: string; action: string }> = {
  no_airline_payment: { reason: 'Manca il pagamento della compagnia', action: 'Registralo nella pratica, in «Pagamenti e fatture»' },
  no_invoice: { reason: 'Manca la fattura su quanto ricevuto', action: 'Nella pratica, «Emetti le fatture mancanti»' },
  no_bank_details: { reason: 'Mancano le coordinate bancarie', action: 'Nella pratica, «Invia link per le coordinate bancarie» al passeggero' },
  no_mandate: { reason: 'Manca il mandato firmato', action: 'Chiedi al passeggero di firmarlo dal suo link' },
  in_batch: { reason: 'È già in una distinta non ancora eseguita', action: 'Approva la distinta e segnala il bonifico come eseguito' },
};

/** GET /api/admin/payouts/blocked: a passenger the airline accepted or paid for, not paid yet, and why. */
export interface BlockedPayout {
  claimId: number;
  practiceNumber: string;
  passengerId: number;
  fullName: string;
  /** What they are owed once unblocked (received less the fee); 0 while nothing came in for them. */
  owedCents: number;
  blockers: PayoutBlocker[];
}

/** An operator named on a batch's events: who created it, who approved it. */
export interface BatchOperator {
  id: string;
  name: string;
}

export interface PayoutBatchView {
  id: string;
  createdAt: string;
  createdBy: BatchOperator | null;
  /** Null until a second admin approves it: only then is its SEPA file downloadable. */
  approvedBy: BatchOperator | null;
  approvedAt: string | null;
  totalCents: number;
  items: { claimId: number; passengerId: number; amountCents: number; practiceNumber: string }[];
  executedOn: string | null;
}

/** GET /api/admin/payout-batches?page=: a page of the batches, the newest first. */
export interface PayoutBatchPage {
  batches: PayoutBatchView[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/billing/stats */
export interface BillingStats {
  recoveredCents: number;
  invoicedCents: number;
  pendingPayouts: { count: number; amountCents: number };
  payoutDays: { count: number; averageWorkingDays: number | null; worstWorkingDays: number | null; overPromise: number; promise: number };
}
