import { SAMPLE_COMPANY_MARK, type Config } from '../config.js';
import type { Logger } from '../platform/logger.js';
import type { Module } from '../platform/module.js';
import { legalInfoRouter } from './api.js';
import { LEGAL_OPENAPI } from './openapi.js';
import { legalInfoOf } from './legal-info.js';
import { renderSignUpPdf, type SignUpFacts } from './sign-up-pdf.js';
import { withdrawalInformation } from './sign-up-texts.js';
import type { LegalInfo } from '../contracts/legal-texts.js';

export { legalInfoOf } from './legal-info.js';
export { coPassengerPrivacyNotice } from './co-passenger-notice.js';
export type { SignUpFacts } from './sign-up-pdf.js';

/** The company details and retention periods the privacy notice and the terms show: GET /api/legal-info. */
export function createLegalModule({ config, logger }: { config: Config; logger: Logger }): Module {
  return {
    name: 'legal',
    routers: [legalInfoRouter(legalInfoOf(config))],
    openapi: LEGAL_OPENAPI,
    async start() {
      // Production refuses to start without the details (config.ts); elsewhere the sample company is said once.
      if (config.companyIsSample) logger.info(`the company's details are a sample (${SAMPLE_COMPANY_MARK}): set COMPANY_* to show real ones`);
    },
  };
}

/** The confirmation's durable medium: the terms as accepted with the withdrawal form as a PDF, and the withdrawal information for the e-mail's body. */
export async function signUpDocuments(info: LegalInfo, facts: SignUpFacts) {
  return {
    attachment: { filename: `termini-e-modulo-di-recesso-${facts.practiceNumber}.pdf`, content: Buffer.from(await renderSignUpPdf(info, facts)), contentType: 'application/pdf' },
    withdrawal: withdrawalInformation(info),
  };
}
