/** The privacy module's events, on the claim's stream: the audit of what was done with the passenger's data. */

/** An operator downloaded the passenger's data (artt. 15 e 20 GDPR); who did it is the event's actor. */
export interface PersonalDataExportedData {
  format: 'json';
}

export type PrivacyEvent = { type: 'PersonalDataExported'; data: PersonalDataExportedData };

export const PRIVACY_EVENT_TYPES: readonly PrivacyEvent['type'][] = ['PersonalDataExported'];

/** A privacy event in the words of a claim's timeline. */
export function describePrivacyEvent(event: PrivacyEvent): string {
  switch (event.type) {
    case 'PersonalDataExported':
      return 'Dati personali esportati (artt. 15 e 20 GDPR)';
  }
}
