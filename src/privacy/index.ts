import type { Module } from '../platform/module.js';
import { privacyRouter } from './admin-api.js';
import type { PrivacyDeps } from './deps.js';
import { PRIVACY_OPENAPI } from './openapi.js';
import { startRetentionJob, type RetentionJobOptions } from './retention.js';

export type { ClaimsPort, CommunicationsPort, DocumentsPort, PassengersPort, PrivacyDeps } from './deps.js';
export { erasePersonalData } from './erase-personal-data.js';
export { exportPersonalData, recordPersonalDataExport } from './export-personal-data.js';
export { applyRetention, retentionReason, RETENTION_ACTOR, startRetentionJob, type RetentionPeriods, type RetentionRun } from './retention.js';

/** The passengers' rights over their data: erasure (art. 17) and export (artt. 15, 20), orchestrated over the other modules' ports. */
export function createPrivacyModule(deps: PrivacyDeps, retention: Omit<RetentionJobOptions, 'everyMs' | 'clock'>): Module {
  return { name: 'privacy', adminRouters: [privacyRouter(deps)], openapi: PRIVACY_OPENAPI, workers: [async () => startRetentionJob(deps, retention)] };
}
