import { SAMPLE_COMPANY_MARK, type Config } from '../config.js';
import type { Logger } from '../platform/logger.js';
import type { Module } from '../platform/module.js';
import { legalInfoRouter } from './api.js';
import { LEGAL_OPENAPI } from './openapi.js';
import { legalInfoOf } from './legal-info.js';

export { legalInfoOf } from './legal-info.js';
export { coPassengerPrivacyNotice } from './co-passenger-notice.js';

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
