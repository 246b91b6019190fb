import { z } from 'zod';

/** What happened to the flight, as the flight-data service or the operator found it. */
export const VERIFIED_FLIGHT_STATUSES = ['landed', 'cancelled', 'diverted', 'unknown'] as const;
export type VerifiedFlightStatus = (typeof VERIFIED_FLIGHT_STATUSES)[number];

export const VERIFIED_FLIGHT_STATUS_LABELS: Record<VerifiedFlightStatus, string> = {
  landed: 'Atterrato',
  cancelled: 'Cancellato',
  diverted: 'Dirottato',
  unknown: 'Stato non noto',
};

/**
 * The latest verified or hand-entered times of a claim's flight, as the claim's fold keeps them
 * (`Claim.verifiedFlight`): the demand letter and the assessment read them from here. Times are ISO
 * 8601 with the offset of the airport they happened at ("2025-06-01T10:10+02:00").
 */
export interface VerifiedFlight {
  /** 'aerodatabox': FlightVerified; 'manual': FlightTimesRecorded, with the operator's `evidence`. */
  source: 'aerodatabox' | 'manual';
  flightNumber: string;
  flightDate: string;
  status: VerifiedFlightStatus;
  scheduledDeparture: string | null;
  actualDeparture: string | null;
  scheduledArrival: string | null;
  actualArrival: string | null;
  /** Actual minus scheduled arrival, whole minutes (negative when early); null when not known. */
  arrivalDelayMinutes: number | null;
  divertedTo: string | null;
  operatingCarrier: string | null;
  evidence: string | null;
  /** When it was verified or entered (the event's time). */
  recordedAt: string;
}

/** GET /api/admin/flight-verification: whether «Verifica volo» can ask the flight-data service (AERODATABOX_API_KEY is set). */
export interface FlightVerificationSettings {
  providerConfigured: boolean;
}

/** POST /api/admin/flight-checks/{id}/flight-verification and /flight-times: the claim's verified flight as it now is, and the claim's version. */
export interface FlightVerificationResult {
  claimId: number;
  version: number;
  verifiedFlight: VerifiedFlight;
}

const ISO_DATETIME = z.iso.datetime({ offset: true, local: false });
/** "2025-06-01T10:10+02:00" or with seconds; the offset (or Z) is required: a time without it is ambiguous. */
const isoWithOffset = (label: string) =>
  z
    .string(`${label}: indica data e ora`)
    .trim()
    .refine((value) => ISO_DATETIME.safeParse(value.replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?=Z|[+-])/, '$1:00')).success, {
      error: `${label}: usa data e ora ISO con il fuso, es. 2025-06-01T10:10+02:00`,
    });
const optionalTime = (label: string) =>
  z
    .union([z.literal(''), z.null(), isoWithOffset(label)])
    .optional()
    .transform((value) => value || null);

/** POST /api/admin/flight-checks/{id}/flight-times: the actual times an operator read elsewhere, with where they read them. */
export const recordFlightTimesBody = z
  .object({
    status: z.enum(['landed', 'cancelled', 'diverted'], 'Stato del volo non valido: usa landed, cancelled o diverted'),
    scheduledDeparture: optionalTime('Partenza prevista'),
    actualDeparture: optionalTime('Partenza effettiva'),
    scheduledArrival: optionalTime('Arrivo previsto'),
    actualArrival: optionalTime('Arrivo effettivo'),
    divertedTo: z
      .union([z.literal(''), z.null(), z.string().trim().regex(/^[A-Za-z]{3}$/, "Aeroporto di dirottamento: indica il codice IATA (3 lettere, es. BLQ)")])
      .optional()
      .transform((value) => (value ? value.toUpperCase() : null)),
    evidence: z
      .string('Indica dove hai letto gli orari (es. «conferma della compagnia», «Flightradar24»)')
      .trim()
      .min(3, 'Indica dove hai letto gli orari (es. «conferma della compagnia», «Flightradar24»)')
      .max(500, 'La fonte degli orari può avere al massimo 500 caratteri'),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (body.status === 'landed') {
      if (!body.scheduledArrival) problem('scheduledArrival', "Arrivo previsto: serve per calcolare il ritardo all'arrivo");
      if (!body.actualArrival) problem('actualArrival', "Arrivo effettivo: serve per calcolare il ritardo all'arrivo");
    }
    if (body.status === 'diverted' && !body.divertedTo) problem('divertedTo', 'Aeroporto di dirottamento: indica il codice IATA (3 lettere, es. BLQ)');
    const before = (later: string | null, earlier: string | null) => later !== null && earlier !== null && Date.parse(later) < Date.parse(earlier);
    if (before(body.scheduledArrival, body.scheduledDeparture)) problem('scheduledArrival', "L'arrivo previsto non può essere prima della partenza prevista");
    if (before(body.actualArrival, body.actualDeparture)) problem('actualArrival', "L'arrivo effettivo non può essere prima della partenza effettiva");
  });
export type RecordFlightTimesBody = z.infer<typeof recordFlightTimesBody>;

/** "3 h 20 min", "45 min", "2 h": a delay as operators and passengers read it. */
export function delayPhrase(minutes: number): string {
  const whole = Math.abs(Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** VerifiedFlight for the API document (checked against the interface by the compiler). */
export const verifiedFlightSchema = z
  .object({
    source: z.enum(['aerodatabox', 'manual']),
    flightNumber: z.string().meta({ example: 'AZ610' }),
    flightDate: z.string().meta({ example: '2025-06-01' }),
    status: z.enum(VERIFIED_FLIGHT_STATUSES),
    scheduledDeparture: z.string().nullable(),
    actualDeparture: z.string().nullable(),
    scheduledArrival: z.string().nullable(),
    actualArrival: z.string().nullable(),
    arrivalDelayMinutes: z.number().int().nullable(),
    divertedTo: z.string().nullable(),
    operatingCarrier: z.string().nullable(),
    evidence: z.string().nullable(),
    recordedAt: z.string(),
  })
  .meta({ id: 'VerifiedFlight' }) satisfies z.ZodType<VerifiedFlight>;
