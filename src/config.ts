import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { printableValue } from './platform/security/redact.js';

/** A rate limit's count of tries; the tests and benchmarks raise them. */
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);

/**
 * The company's details: required in production (the start refuses naming each one missing). Elsewhere
 * (development, tests, the demo) a sample company fills them, marked as such in every value so it can
 * never pass for real details (and the FatturaPA schema refuses it, so no e-invoice is drawn from it).
 */
export const SAMPLE_COMPANY_MARK = 'Società di esempio — dati non reali';
export const SAMPLE_COMPANY = {
  COMPANY_NAME: `RimborsoVolo24 (${SAMPLE_COMPANY_MARK})`,
  COMPANY_ADDRESS: 'Via di Esempio 1, 00100 Roma (RM) (indirizzo di esempio)',
  COMPANY_VAT_NUMBER: 'IT00000000000 (esempio)',
  COMPANY_TAX_CODE: '00000000000 (esempio)',
  COMPANY_STREET: 'Via di Esempio 1 (esempio)',
  COMPANY_POSTAL_CODE: '00100',
  COMPANY_CITY: 'Roma (esempio)',
  COMPANY_TULPS_LICENCE: 'licenza di esempio n. 0000 (dati non reali)',
  COMPANY_EMAIL: 'pratiche@rimborsovolo24.it',
  PRIVACY_EMAIL: 'privacy@rimborsovolo24.it',
} as const;
export type CompanyVariable = keyof typeof SAMPLE_COMPANY;
const COMPANY_VARIABLES = Object.keys(SAMPLE_COMPANY) as CompanyVariable[];
/** The details the pages and the documents print: any of them from the sample marks the company as a sample. */
const SHOWN_COMPANY_DETAILS: CompanyVariable[] = ['COMPANY_NAME', 'COMPANY_ADDRESS', 'COMPANY_VAT_NUMBER', 'COMPANY_TULPS_LICENCE', 'COMPANY_EMAIL'];

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  EVENT_STORE: z.enum(['postgres', 'esdb']).optional(),
  ESDB_URL: z.string().startsWith('esdb', 'must be an esdb:// connection string').optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  PROJECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  PROJECTION_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** What every signing key is derived from; unset outside production: a key generated into DATA_DIR (platform/security/secret-key.ts). */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  /** Admins need a second factor before anything but enrolling it; unset: on in production only. */
  REQUIRE_2FA: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], 'must be true or false')
    .transform((value) => ['true', '1', 'yes', 'on'].includes(value))
    .optional(),
  STATUS_LOOKUPS_PER_MINUTE: limit(30),
  LOOKUP_FAILURES_PER_HOUR: limit(10),
  SUBMISSIONS_PER_HOUR_PER_IP: limit(20),
  SUBMISSIONS_PER_HOUR_PER_EMAIL: limit(5),
  CONFIRMATIONS_PER_HOUR_PER_EMAIL: limit(5),
  UPLOAD_GRANTS_PER_HOUR_PER_IP: limit(60),
  PENDING_UPLOADS_PER_CLAIM: limit(20),
  FLIGHT_SEARCHES_PER_MINUTE: limit(30),
  FLIGHT_CHECKS_PER_MINUTE: limit(20),
  LOGINS_PER_15_MINUTES_PER_IP: limit(10),
  SIGN_IN_LINKS_PER_HOUR_PER_EMAIL: limit(5),
  SIGN_IN_REQUESTS_PER_HOUR_PER_IP: limit(30),
  SIGN_IN_FAILURES_PER_HOUR_PER_IP: limit(20),
  SIGNINGS_PER_HOUR_PER_CLAIM: limit(20),
  SIGNINGS_PER_HOUR_PER_IP: limit(30),
  /** Which proxies' X-Forwarded-For to believe: a hop count, or addresses, CIDRs and names (loopback, linklocal, uniquelocal). */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'a hop count, or addresses and CIDRs separated by commas')
    .default('loopback')
    .transform((value): number | string[] => (/^\d+$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim()))),
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('eu-south-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().regex(/^\S+$/, 'must not contain spaces or line breaks').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('RimborsoVolo24 <pratiche@rimborsovolo24.it>'),
  /** The letters to airlines go through their own account (a PEC one, say); unset: written as .eml files to DATA_DIR/outbox-airlines. */
  AIRLINE_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of the letters to airlines (the PEC address when AIRLINE_SMTP_URL is a PEC account); unset: MAIL_FROM. */
  AIRLINE_MAIL_FROM: z.string().min(3).optional(),
  /** Our PEC mailbox's SMTP account: letters to Italian carriers with a PEC address go through it; unset: the .eml outbox, recorded as PEC. */
  AIRLINE_PEC_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The PEC address the letters by PEC go from; unset: AIRLINE_MAIL_FROM, else MAIL_FROM. */
  AIRLINE_PEC_FROM: z.string().min(3).optional(),
  /** Where the PEC provider's receipts are saved as .eml files for the deadline pass to record; unset: DATA_DIR/pec-inbox. */
  PEC_INBOX_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  EMAIL_BACKOFF_MS: z.coerce.number().int().min(1).max(3_600_000).default(2_000),
  EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  QUEUE_PREFIX: z.string().regex(/^[\w-]{1,50}$/, 'letters, digits, - and _ only').default('rimborsovolo24'),
  AERODATABOX_API_KEY: z.string().regex(/^\S+$/, 'must not contain spaces or line breaks').optional(),
  AERODATABOX_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://aerodatabox.p.rapidapi.com'),
  // The data controller, shown in the footer, the privacy notice, the terms, the mandate and the letters.
  COMPANY_NAME: z.string().trim().min(2).max(200).optional(),
  COMPANY_ADDRESS: z.string().trim().min(5).max(300).optional(),
  COMPANY_VAT_NUMBER: z.string().trim().min(2).max(40).optional(),
  /** The art. 115 TULPS licence for out-of-court collection on behalf of others (issuing Questura, number, date), named in the terms. */
  COMPANY_TULPS_LICENCE: z.string().trim().min(5).max(300).optional(),
  // The invoices' cedente/prestatore and the account payouts leave from (pain.001's debtor).
  COMPANY_TAX_CODE: z.string().trim().min(2).max(40).optional(),
  COMPANY_TAX_REGIME: z.string().trim().min(2).max(120).default('RF01 – Ordinario'),
  COMPANY_IBAN: z.string().trim().transform((iban) => iban.replace(/\s+/g, '').toUpperCase()).refine(isValidIBAN, 'must be a valid IBAN').optional(),
  COMPANY_BIC: z.string().trim().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC (8 or 11 characters)').optional(),
  /** The company's certified e-mail (PEC), printed at the foot of the letters to airlines; unset: the foot names COMPANY_EMAIL alone. */
  COMPANY_PEC: z.email('must be an e-mail address').optional(),
  /** Who approves a payout batch before its SEPA file: 2, an admin other than its creator; 1, a one-person company (its creator; warned at start). */
  PAYOUT_APPROVERS: z
    .enum(['1', '2'], 'must be 1 or 2')
    .default('2')
    .transform((value) => Number(value) as 1 | 2),
  // The registered office in the parts an electronic invoice's Sede asks for (COMPANY_ADDRESS is the printed line).
  COMPANY_STREET: z.string().trim().min(2).max(60).optional(),
  COMPANY_POSTAL_CODE: z.string().trim().regex(/^\d{5}$/, 'must be an Italian CAP (5 digits)').optional(),
  COMPANY_CITY: z.string().trim().min(2).max(60).optional(),
  COMPANY_PROVINCE: z.string().trim().regex(/^[A-Z]{2}$/, 'must be a province code (RM, MI…)').optional(),
  /** How electronic invoices reach the SdI: `folder` writes them to SDI_OUTBOX_DIR for the company's own channel; `intermediary` posts them to SDI_API_URL. */
  SDI_TRANSPORT: z.enum(['folder', 'intermediary'], 'must be folder or intermediary').default('folder'),
  /** Where the folder transport writes the XML files; unset: DATA_DIR/sdi-outbox. */
  SDI_OUTBOX_DIR: z.string().min(1).optional(),
  /** Where the SdI's receipt files are placed for the folder transport to record; unset: DATA_DIR/sdi-inbox. */
  SDI_INBOX_DIR: z.string().min(1).optional(),
  /** The accredited intermediary's API (SDI_TRANSPORT=intermediary) and its bearer token. */
  SDI_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SDI_API_TOKEN: z.string().min(1).optional(),
  /** How often the SdI's receipts are looked for. */
  SDI_RECEIPTS_EVERY_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  /** Printed before the year in invoice numbers (A/2026/0001); empty: 2026/0001. */
  INVOICE_SERIES: z.string().trim().regex(/^[A-Z0-9-]{0,10}$/, 'up to 10 capital letters, digits or -').default(''),
  /** Where passengers write to us: withdrawal, complaints, revoking the mandate. */
  COMPANY_EMAIL: z.email('must be an e-mail address').optional(),
  /** Told of a passenger's message on a claim assigned to nobody (or to a name matching no operator). */
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('assistenza@rimborsovolo24.it'),
  /** Where data subjects write to exercise their rights. */
  PRIVACY_EMAIL: z.email('must be an e-mail address').optional(),
  /** The data protection officer, if one is appointed; unset: the notice names none. */
  DPO_EMAIL: z.email('must be an e-mail address').optional(),
  // How long personal data are kept (stated in the privacy notice; applied by the retention job).
  RETENTION_DOCUMENTS_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  RETENTION_REJECTED_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  RETENTION_COMPLETED_YEARS: z.coerce.number().int().min(1).max(30).default(10),
  // Days without a passenger-visible event after which the passenger gets a short update (and the admin list highlights the claim).
  SILENCE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
});

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = Omit<ParsedConfig, CompanyVariable> & Record<CompanyVariable, string> & {
  eventStore: 'postgres' | 'esdb';
  storage: 'local' | 's3';
  publicUrl: string;
  requireTwoFactor: boolean;
  /** True when the sample company fills a detail the pages print (never in production). */
  companyIsSample: boolean;
};

/** The company variables the environment leaves unset. */
export const missingCompanyDetails = (config: Partial<Record<CompanyVariable, string>>) => COMPANY_VARIABLES.filter((name) => config[name] === undefined);

export class ConfigError extends Error {}

/** Parses the environment; the first bad variable becomes one readable line, which never shows a secret or a URL's password. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = issue.path.join('.');
    throw new ConfigError(`Invalid configuration: ${variable}=${JSON.stringify(printableValue(variable, env[variable] ?? ''))}: ${issue.message}`);
  }
  const config = parsed.data;
  const eventStore = config.EVENT_STORE ?? (config.ESDB_URL ? 'esdb' : 'postgres');
  if (eventStore === 'esdb' && !config.ESDB_URL) {
    throw new ConfigError('Invalid configuration: EVENT_STORE=esdb needs ESDB_URL (for example esdb://localhost:2113?tls=false)');
  }
  const storage = config.STORAGE ?? (config.S3_BUCKET ? 's3' : 'local');
  if (storage === 's3' && !config.S3_BUCKET) throw new ConfigError('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  if (config.SDI_TRANSPORT === 'intermediary' && (!config.SDI_API_URL || !config.SDI_API_TOKEN)) {
    throw new ConfigError('Invalid configuration: SDI_TRANSPORT=intermediary needs SDI_API_URL and SDI_API_TOKEN');
  }
  if (config.NODE_ENV === 'production' && !config.SECRET_KEY) {
    throw new ConfigError('Invalid configuration: SECRET_KEY: must be set in production (32 characters or more)');
  }
  const missing = missingCompanyDetails(config);
  if (config.NODE_ENV === 'production' && missing.length > 0) {
    throw new ConfigError(`Invalid configuration: the company's details must be set in production: ${missing.join(', ')}`);
  }
  const company = Object.fromEntries(COMPANY_VARIABLES.map((name) => [name, config[name] ?? SAMPLE_COMPANY[name]])) as Record<CompanyVariable, string>;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const requireTwoFactor = config.REQUIRE_2FA ?? config.NODE_ENV === 'production';
  return { ...config, ...company, eventStore, storage, publicUrl, requireTwoFactor, companyIsSample: SHOWN_COMPANY_DETAILS.some((name) => missing.includes(name)) };
}
