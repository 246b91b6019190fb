import { z } from 'zod';

/**
 * The versions of the legal texts the site shows (web/src/features/legal-pages). A claim records
 * the terms the passenger accepted and the privacy notice they were shown: change a text, change
 * its version (and its date) here, in this one place the server and the web both read.
 */
export const TERMS_VERSION = 'termini-2026-11-28-2';
export const PRIVACY_NOTICE_VERSION = 'privacy-2026-11-28';
export const COOKIE_POLICY_VERSION = 'cookie-2026-11-28';

/**
 * The date in a version identifier: 'termini-2026-11-24' → '2026-11-24'; a second version the same
 * day takes a suffix, 'termini-2026-11-28-2' → '2026-11-28'.
 */
export const versionDate = (version: string) => /\d{4}-\d{2}-\d{2}/.exec(version)?.[0] ?? version.slice(-10);

/** What the wizard and the server say when a submission lacks the current versions, word for word. */
export const LEGAL_ACCEPTANCE_MESSAGE = 'Accetta i Termini del servizio e prendi visione dell’Informativa privacy';
export const TERMS_REQUIRED_MESSAGE = 'Per inviare la richiesta devi accettare i Termini del servizio';
export const PRIVACY_REQUIRED_MESSAGE = 'Per inviare la richiesta devi confermare di aver letto l’Informativa privacy';

/** The submission's fields naming the versions (in POST /api/flight-checks): only the current ones are accepted. */
export const legalAcceptanceFields = {
  acceptedTerms: z.literal(TERMS_VERSION, LEGAL_ACCEPTANCE_MESSAGE),
  acknowledgedPrivacy: z.literal(PRIVACY_NOTICE_VERSION, LEGAL_ACCEPTANCE_MESSAGE),
};

/** GET /api/legal-info: the company and the retention periods as configured, for the privacy notice and the terms. */
export const LEGAL_INFO_PATH = '/api/legal-info';

export const legalInfoSchema = z.object({
  company: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
    vatNumber: z.string().min(1),
    /** Where passengers write to withdraw, complain or revoke the mandate. */
    email: z.email(),
    /** The art. 115 TULPS licence for out-of-court collection on behalf of others. */
    tulpsLicence: z.string().min(1),
    /** True when a sample company fills the details (never in production): every page that shows them says so. */
    sample: z.boolean(),
  }),
  /** Where data subjects exercise their rights. */
  privacyEmail: z.email(),
  /** The data protection officer's address, when one is appointed. */
  dpoEmail: z.email().nullable(),
  retention: z.object({
    /** Documents of a closed claim are deleted this many days after closing. */
    documentsDays: z.number().int().positive(),
    /** Personal data of a rejected claim are erased this many months after the rejection. */
    rejectedMonths: z.number().int().positive(),
    /** Personal data of a completed claim are erased this many years after completion, except what invoices require. */
    completedYears: z.number().int().positive(),
  }),
});

export type LegalInfo = z.infer<typeof legalInfoSchema>;
