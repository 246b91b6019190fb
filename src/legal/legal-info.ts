import type { Config } from '../config.js';
import { legalInfoSchema, type LegalInfo } from '../contracts/legal-texts.js';

type LegalConfig = Pick<
  Config,
  'COMPANY_NAME' | 'COMPANY_ADDRESS' | 'COMPANY_TULPS_LICENCE' | 'companyIsSample' | 'COMPANY_VAT_NUMBER' | 'COMPANY_EMAIL' | 'PRIVACY_EMAIL' | 'DPO_EMAIL' | 'RETENTION_DOCUMENTS_DAYS' | 'RETENTION_REJECTED_MONTHS' | 'RETENTION_COMPLETED_YEARS'
>;

/** What the privacy notice and the terms show of the configuration; checked against the shared schema once, at start. */
export function legalInfoOf(config: LegalConfig): LegalInfo {
  return legalInfoSchema.parse({
    company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS, vatNumber: config.COMPANY_VAT_NUMBER, email: config.COMPANY_EMAIL, tulpsLicence: config.COMPANY_TULPS_LICENCE, sample: config.companyIsSample },
    privacyEmail: config.PRIVACY_EMAIL,
    dpoEmail: config.DPO_EMAIL ?? null,
    retention: {
      documentsDays: config.RETENTION_DOCUMENTS_DAYS,
      rejectedMonths: config.RETENTION_REJECTED_MONTHS,
      completedYears: config.RETENTION_COMPLETED_YEARS,
    },
  });
}
