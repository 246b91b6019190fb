import { z } from 'zod';
import { completeTaskBody, QUEUE_NAMES, queueClaimsQuery, reassignTaskBody, TASK_KINDS, taskListQuery, type QueueClaimList, type QueueSummaries, type TaskList, type TaskView } from '../contracts/tasks.js';
import { jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { claimId, queueName, taskId } from './admin-api.js';

const TASKS = 'Operatori: attività e code di lavoro';
const nullableText = z.string().nullable();

const task = z
  .object({
    id: z.string(),
    claimId: z.number().int(),
    practiceNumber: nullableText,
    kind: z.enum(TASK_KINDS),
    kindLabel: z.string().meta({ example: 'Reclamo ENAC' }),
    owner: nullableText,
    ownerName: nullableText,
    dueOn: z.string().meta({ example: '2026-12-01' }),
    overdue: z.boolean(),
    reason: z.string(),
    documentId: nullableText,
    complaintBody: z
      .object({ shortName: z.string(), fullName: z.string(), complaintUrl: z.string() })
      .nullable()
      .meta({ description: 'L’organismo nazionale competente per il volo, per un reclamo', example: { shortName: 'ENAC', fullName: 'Ente Nazionale per l’Aviazione Civile', complaintUrl: 'https://www.enac.gov.it/passeggeri' } }),
    openedAt: z.string(),
    completedAt: nullableText,
    outcome: nullableText,
    version: z.number().int(),
  })
  .meta({ id: 'Task' }) satisfies z.ZodType<TaskView>;
const taskList = z.object({ tasks: z.array(task), today: z.string() }) satisfies z.ZodType<TaskList>;
const queueSummaries = z.object({
  queues: z.array(z.object({ queue: z.enum(QUEUE_NAMES), count: z.number().int(), oldestAgeDays: z.number().nullable(), medianAgeDays: z.number().nullable() })),
  today: z.string(),
}) satisfies z.ZodType<QueueSummaries>;
const queueClaimList = z.object({
  queue: z.enum(QUEUE_NAMES),
  items: z.array(z.object({ claimId: z.number().int(), practiceNumber: z.string(), ageDays: z.number(), awaitingSince: nullableText })),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<QueueClaimList>;
const taskPath = z.object({ id: taskId });
const ifMatch = z.object({ 'if-match': z.string().optional().meta({ description: "La versione dell'attività letta: 409 se nel frattempo è cambiata", example: '"0"' }) });

export const TASKS_OPENAPI: ApiPaths = {
  '/api/admin/tasks': {
    get: operation(TASKS, 'operator', {
      summary: 'Le attività (mie o di tutti; aperte, scadute o tutte)',
      requestParams: { query: taskListQuery },
      responses: { '200': jsonAnswer('Le attività', taskList) },
    }),
  },
  '/api/admin/flight-checks/{id}/tasks': {
    get: operation(TASKS, 'operator', {
      summary: 'Le attività di una pratica',
      requestParams: { path: z.object({ id: claimId }) },
      responses: { '200': jsonAnswer('Le attività della pratica', taskList) },
    }),
  },
  '/api/admin/tasks/{id}/complete': {
    post: operation(TASKS, 'operator', {
      summary: "Segna l'attività come fatta, con l'esito (TaskCompleted)",
      requestParams: { path: taskPath, header: ifMatch },
      requestBody: jsonBody(completeTaskBody),
      responses: { '200': jsonAnswer("L'attività", task) },
      problems: [404, 409],
    }),
  },
  '/api/admin/tasks/{id}/assignment': {
    put: operation(TASKS, 'operator', {
      summary: "Cambia responsabile e scadenza dell'attività (TaskReassigned)",
      requestParams: { path: taskPath, header: ifMatch },
      requestBody: jsonBody(reassignTaskBody),
      responses: { '200': jsonAnswer("L'attività", task) },
      problems: [404, 409],
    }),
  },
  '/api/admin/queues': {
    get: operation(TASKS, 'operator', {
      summary: 'Le code di lavoro: quante pratiche e da quanti giorni il passeggero non ha notizie',
      responses: { '200': jsonAnswer('Le cinque code', queueSummaries) },
    }),
  },
  '/api/admin/queues/{queue}/claims': {
    get: operation(TASKS, 'operator', {
      summary: 'Le pratiche di una coda, dalla più ferma',
      requestParams: { path: z.object({ queue: queueName }), query: queueClaimsQuery },
      responses: { '200': jsonAnswer('Una pagina di pratiche', queueClaimList) },
    }),
  },
};
