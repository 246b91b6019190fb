import { z } from 'zod';
import { TEMPLATE_TYPES, type DraftPreview, type RenderedEmail, type TemplateView } from '../contracts/email-templates.js';
import { NOTIFICATION_PREFERENCES, notificationPreferenceBody, type NotificationPreferences } from '../contracts/notification-preferences.js';
import { anyObject, jsonAnswer, jsonBody, NO_CONTENT, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { unsubscribeQuery } from './follow-up/passenger-api.js';
import { claimId, sendBody } from './send-email-api.js';
import { failedMessageId } from './failed-messages-api.js';
import { FAILED_MESSAGE_KINDS, type FailedMessageList } from '../contracts/failed-messages.js';
import { createBody, previewBody, templateId, updateBody } from './templates/api.js';

const TEMPLATES = 'Operatori: modelli di email';
const PASSENGER = 'Area passeggero';

const templateView = z
  .object({
    id: z.string(),
    version: z.number().int(),
    name: z.string(),
    subject: z.string(),
    content: z.string(),
    templateType: z.enum(TEMPLATE_TYPES),
    isActive: z.boolean(),
    usageCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EmailTemplate' }) satisfies z.ZodType<TemplateView>;
const renderedEmail = z.object({ subject: z.string(), html: z.string(), text: z.string() }) satisfies z.ZodType<RenderedEmail>;
const draftPreview = renderedEmail.extend({ unknownVariables: z.array(z.string()) }) satisfies z.ZodType<DraftPreview>;
const preferences = z.object({ preference: z.enum(NOTIFICATION_PREFERENCES) }) satisfies z.ZodType<NotificationPreferences>;
const templatePath = z.object({ id: templateId.meta({ example: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b' }) });
const failedMessageList = z
  .object({
    messages: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(FAILED_MESSAGE_KINDS),
        claimId: z.number().int(),
        practiceNumber: z.string().nullable(),
        subject: z.string().nullable(),
        reason: z.string(),
        attempts: z.number().int().nullable(),
        failedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'FailedMessageList' }) satisfies z.ZodType<FailedMessageList>;
const MONITORING = 'Operatori: monitoraggio';

export const COMMUNICATIONS_OPENAPI: ApiPaths = {
  '/api/admin/flight-checks/{id}/send-email': {
    post: operation('Operatori: pratiche', 'operator', {
      summary: 'Scrive al passeggero della pratica',
      requestParams: { path: z.object({ id: claimId.meta({ description: 'ID della pratica', example: 1042 }) }) },
      requestBody: jsonBody(sendBody),
      responses: { '202': jsonAnswer("L'email, in coda per l'invio", anyObject) },
      problems: [404, 409],
    }),
  },
  '/api/admin/outbound/failed': {
    get: operation(MONITORING, 'operator', {
      summary: 'I messaggi non consegnati (e-mail ai passeggeri, avvisi agli operatori, lettere alle compagnie) non ancora riprovati',
      responses: { '200': jsonAnswer('I messaggi, i più recenti per primi (al massimo 200)', failedMessageList) },
    }),
  },
  '/api/admin/outbound/failed/{id}/retry': {
    post: operation(MONITORING, 'operator', {
      summary: 'Riprova l’invio di un messaggio non consegnato',
      requestParams: { path: z.object({ id: failedMessageId.meta({ description: 'ID del messaggio', example: '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b' }) }) },
      responses: { '202': jsonAnswer('Il messaggio, di nuovo in coda per l’invio', z.object({ id: z.string(), status: z.literal('queued') })) },
      problems: [404, 409],
    }),
  },
  '/api/email-templates': {
    get: operation(TEMPLATES, 'operator', { summary: 'I modelli di email', responses: { '200': jsonAnswer('I modelli', z.array(templateView)) } }),
  },
  '/api/admin/email-templates/stats': {
    get: operation(TEMPLATES, 'operator', { summary: "Quante volte è stato usato ogni modello", responses: { '200': jsonAnswer('Le statistiche', anyObject) } }),
  },
  '/api/admin/email-templates/preview': {
    post: operation(TEMPLATES, 'operator', {
      summary: 'Anteprima di un testo non salvato, con valori di esempio',
      requestBody: jsonBody(previewBody),
      responses: { '200': jsonAnswer("L'email resa, con i segnaposto sconosciuti", draftPreview) },
    }),
  },
  '/api/admin/email-templates/{id}/preview': {
    get: operation(TEMPLATES, 'operator', { summary: 'Anteprima di un modello con valori di esempio', requestParams: { path: templatePath }, responses: { '200': jsonAnswer("L'email resa", renderedEmail) }, problems: [404] }),
  },
  '/api/admin/email-templates': {
    post: operation(TEMPLATES, 'operator', {
      summary: 'Crea un modello (solo amministratori)',
      requestBody: jsonBody(createBody),
      responses: { '201': jsonAnswer('Il modello creato (ETag: la sua versione)', templateView) },
      problems: [403],
    }),
  },
  '/api/admin/email-templates/{id}': {
    put: operation(TEMPLATES, 'operator', {
      summary: 'Modifica un modello (solo amministratori)',
      requestParams: { path: templatePath, header: z.object({ 'if-match': z.string().meta({ example: '"3"' }) }) },
      requestBody: jsonBody(updateBody),
      responses: { '200': jsonAnswer('Il modello aggiornato', templateView) },
      problems: [403, 404, 412, 428],
    }),
    delete: operation(TEMPLATES, 'operator', { summary: 'Elimina un modello (solo amministratori)', requestParams: { path: templatePath }, responses: { '204': NO_CONTENT }, problems: [403, 404] }),
  },
  '/api/passenger/preferences': {
    get: operation(PASSENGER, 'passenger', { summary: 'Quanto spesso il passeggero vuole ricevere aggiornamenti', responses: { '200': jsonAnswer('La preferenza', preferences) } }),
    put: operation(PASSENGER, 'passenger', {
      summary: 'Cambia la preferenza sugli aggiornamenti',
      description: 'Al massimo 10 modifiche all’ora per passeggero.',
      requestBody: jsonBody(notificationPreferenceBody),
      responses: { '200': jsonAnswer('La preferenza', preferences) },
      problems: [429],
    }),
  },
  '/api/passenger/unsubscribe': {
    get: operation(PASSENGER, 'public', {
      summary: 'Il link di disiscrizione aperto da un client di posta: porta alla pagina che chiede conferma',
      requestParams: { query: unsubscribeQuery },
      responses: { '303': { description: 'Alla pagina /disiscrizione' } },
    }),
    post: operation(PASSENGER, 'public', {
      summary: 'Disiscrizione con un clic (RFC 8058): solo le comunicazioni essenziali',
      requestParams: { query: unsubscribeQuery },
      responses: { '200': jsonAnswer('Fatto', z.object({ preference: z.literal('essential_only'), message: z.string() })) },
    }),
  },
};
