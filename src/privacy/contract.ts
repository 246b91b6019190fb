/** What other modules may know of privacy: its events on the claim's stream, their words and what is personal in them. */
import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { PrivacyEvent } from './privacy-events.js';

export { PRIVACY_EVENT_TYPES, describePrivacyEvent, type PersonalDataExportedData, type PrivacyEvent } from './privacy-events.js';

/** Who exported is in the metadata (an operator), the data hold only the format: nothing of the passenger. */
export const PRIVACY_PERSONAL_DATA = declarePersonalData<PrivacyEvent>({ fields: { PersonalDataExported: [] } });
