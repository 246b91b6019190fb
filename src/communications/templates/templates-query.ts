/** Only for the web's admin pages until they import the template view from @contracts: delete then. */
export type { TemplateView } from './read-models/email-templates.js';
