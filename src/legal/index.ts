import { unsetCompanyDetails, type Config } from '../config.js';
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
      const unset = unsetCompanyDetails(config);
      if (config.NODE_ENV === 'production' && unset.length > 0) {
        logger.warn({ unset }, `the privacy notice and the terms show placeholders: set ${unset.join(', ')}`);
      }
    },
  };
}
