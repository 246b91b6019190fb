export { renderEmail, renderEmailUncached, type RenderableTemplate, type RenderedEmail } from './render-email.js';
export { COMPANY_NAME, formatEuro, formatItalianDate, SAMPLE_VALUES } from './format.js';
export { TEMPLATE_VARIABLES, unknownVariables, unknownVariablesMessage, type TemplateValues, type TemplateVariable } from './variables.js';
export { emailMjml } from './layout.js';
export { renderMessage } from './render-message.js';
export { renderNotice, type Notice } from './render-notice.js';
