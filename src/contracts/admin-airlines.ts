import { z } from 'zod';

/** A carrier as the admin API shows it: the dataset's row with the admins' edits folded on top. */
export interface AirlineView {
  iataCode: string;
  icaoCode: string | null;
  name: string;
  countryCode: string | null;
  /** The country's Italian name. */
  countryName: string | null;
  /** A Community carrier (EU, EEA, Switzerland): the override where an admin set one, else by its country. */
  isEu: boolean;
  /** By its licence country alone, before any override. */
  datasetIsEu: boolean;
  /** null: follow the country. */
  euOverride: boolean | null;
  claimsEmail: string | null;
  claimsWebFormUrl: string | null;
  /**
   * Set by an admin: the carrier pays passengers who claim on their own (its claim form, its desk), so
   * the wizard offers «Fai da te, gratis» beside our service. False until an admin says so.
   */
  paysDirectly: boolean;
  /** The carrier's PEC address: an Italian carrier's letters go there, by our PEC account (EU261.md, "Limitation periods"). */
  pecAddress: string | null;
  /** Addresses admins added for demand letters, besides `claimsEmail` (each addition is an event on the carrier's stream). */
  additionalClaimsEmails: string[];
  /** The version of the carrier's stream (0: never edited): what an If-Match names. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * Whether the carrier is a Community carrier as far as we know: the admins' override where set, else
 * its licence country's status; null when its country is unknown, so the passenger's answer decides.
 */
export function knownEuStatus(airline: Pick<AirlineView, 'isEu' | 'euOverride' | 'countryCode'>): boolean | null {
  if (airline.euOverride !== null) return airline.euOverride;
  return airline.countryCode ? airline.isEu : null;
}

/** GET /api/admin/airlines?q=&page=: carriers by code or name, code order. */
export interface AirlineList {
  items: AirlineView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One edit of a carrier, as the history on its page lists it, newest first. */
export interface AirlineEdit {
  version: number;
  at: string;
  actorName: string;
  changes: { field: AirlineEditableField | 'additionalClaimsEmails'; label: string; from: unknown; to: unknown }[];
}

/** GET /api/admin/airlines/:code */
export interface AirlineDetail {
  airline: AirlineView;
  history: AirlineEdit[];
}

export const AIRLINE_EDITABLE_FIELDS = ['name', 'claimsEmail', 'claimsWebFormUrl', 'pecAddress', 'euOverride', 'paysDirectly'] as const;
export type AirlineEditableField = (typeof AIRLINE_EDITABLE_FIELDS)[number];
export type AirlineEditableDetails = Pick<AirlineView, AirlineEditableField>;

export const AIRLINE_FIELD_LABELS: Record<AirlineEditableField, string> = {
  name: 'Nome',
  claimsEmail: 'E-mail reclami',
  claimsWebFormUrl: 'Modulo web reclami',
  pecAddress: 'PEC',
  euOverride: 'Vettore comunitario (UE 261)',
  paysDirectly: 'Paga direttamente chi reclama da sé',
};

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** PATCH /api/admin/airlines/:code: the fields to change (If-Match: the version the admin saw). */
export const airlineEditBody = z
  .object({
    name: z.string('Il nome è obbligatorio').trim().min(2, 'Il nome deve avere almeno 2 caratteri').max(120, 'Il nome può avere al massimo 120 caratteri').optional(),
    claimsEmail: z.preprocess(emptyToNull, z.string().trim().max(254).pipe(z.email('Indirizzo e-mail dei reclami non valido')).nullable()).optional(),
    claimsWebFormUrl: z
      .preprocess(
        emptyToNull,
        z
          .string()
          .trim()
          .max(500, 'Indirizzo del modulo troppo lungo')
          .pipe(z.url({ protocol: /^https$/, error: 'Indirizzo del modulo web non valido: usa un indirizzo https://' }))
          .nullable(),
      )
      .optional(),
    pecAddress: z.preprocess(emptyToNull, z.string().trim().toLowerCase().max(254).pipe(z.email('Indirizzo PEC non valido')).nullable()).optional(),
    euOverride: z.boolean('Indica sì, no o lascia decidere al paese').nullable().optional(),
    paysDirectly: z.boolean('Indica se la compagnia paga direttamente chi reclama da sé').optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nessuna modifica indicata');
export type AirlineEditBody = z.infer<typeof airlineEditBody>;

/** POST /api/admin/airlines/:code/claims-addresses: one more address demand letters may go to (admins only). */
export const claimsAddressBody = z.object({
  address: z.string('Indica l’indirizzo e-mail dei reclami').trim().toLowerCase().max(254, 'Indirizzo troppo lungo').pipe(z.email('Indirizzo e-mail dei reclami non valido')),
});
export type ClaimsAddressBody = z.infer<typeof claimsAddressBody>;

/** Every address a demand letter to this carrier may go to: the table's claims e-mail, then the ones admins added. */
export const claimsAddressesOf = (airline: Pick<AirlineView, 'claimsEmail' | 'additionalClaimsEmails'>): string[] => [
  ...new Set([...(airline.claimsEmail ? [airline.claimsEmail.trim().toLowerCase()] : []), ...airline.additionalClaimsEmails]),
];

/** One carrier's row of the report card (GET /api/admin/airlines/report-card); null where there are no data. */
export interface AirlineReportCardRow {
  airlineCode: string;
  airlineName: string | null;
  claimsSent: number;
  replied: number;
  /** Median days from sending to the answer, over the answered claims. */
  medianDaysToAnswer: number | null;
  /** (accepted + partial) / replied. */
  acceptanceRate: number | null;
  /** paid / (accepted + partial). */
  paymentRate: number | null;
}

export interface AirlineReportCard {
  rows: AirlineReportCardRow[];
}
