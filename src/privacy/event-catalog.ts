import { defineEvents } from '../platform/events/catalog.js';
import { personalDataExportedData, type PrivacyEvent } from './privacy-events.js';

/** Who exported is in the metadata (an operator), the data hold only the format: nothing of the passenger. */
export const PRIVACY_EVENTS = defineEvents<PrivacyEvent>({
  entries: {
    PersonalDataExported: {
      schema: personalDataExportedData,
      personal: [],
      describe(data) {
        if (data.format === 'zip') return 'Dati personali scaricati dal passeggero nella sua area riservata (art. 15 GDPR)';
        return `Dati personali esportati (artt. 15 e 20 GDPR)${data.operatorNames ? ', con i nomi degli operatori' : ''}`;
      },
    },
  },
});
