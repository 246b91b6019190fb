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

/** A privacy event in the words of a claim's timeline. */
export function describePrivacyEvent(event: PrivacyEvent): string {
  switch (event.type) {
    case 'PersonalDataExported':
      if (event.data.format === 'zip') return 'Dati personali scaricati dal passeggero nella sua area riservata (art. 15 GDPR)';
      return `Dati personali esportati (artt. 15 e 20 GDPR)${event.data.operatorNames ? ', con i nomi degli operatori' : ''}`;
  }
}
