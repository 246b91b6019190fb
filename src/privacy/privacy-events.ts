import { z } from 'zod';

/** The privacy module's events, on the claim's stream: the audit of what was done with the passenger's data. */

/**
 * Someone downloaded the passenger's data; who did it is the event's actor. `json`: an operator's
 * export (artt. 15 e 20 GDPR), `operatorNames` when it kept the operators' names; `zip`: the
 * passenger's own copy from their area (art. 15).
 */
export interface PersonalDataExportedData {
  format: 'json' | 'zip';
  operatorNames?: boolean;
}

export type PrivacyEvent = { type: 'PersonalDataExported'; data: PersonalDataExportedData };

export const PRIVACY_EVENT_TYPES: readonly PrivacyEvent['type'][] = ['PersonalDataExported'];

export const personalDataExportedData = z.looseObject({ format: z.enum(['json', 'zip']), operatorNames: z.boolean().optional() }) satisfies z.ZodType<PersonalDataExportedData>;
