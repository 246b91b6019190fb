import type { Module } from '../platform/module.js';
import { privacyRouter } from './admin-api.js';
import type { PrivacyDeps } from './deps.js';

export type { ClaimsPort, CommunicationsPort, DocumentsPort, PrivacyDeps } from './deps.js';
export { erasePersonalData } from './erase-personal-data.js';

/** The passengers' rights over their data: erasure (art. 17) and export (artt. 15, 20), orchestrated over the other modules' ports. */
export function createPrivacyModule(deps: PrivacyDeps): Module {
  return { name: 'privacy', adminRouters: [privacyRouter(deps)] };
}
