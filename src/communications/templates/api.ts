import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { DraftPreview } from '../../contracts/email-templates.js';
import { ifMatchVersion } from '../../platform/http/if-match.js';
import { operatorActor, requireRole } from '../../platform/http/operator-guard.js';
import { parseInput } from '../../platform/http/problem.js';
import { eventMetadata } from '../../platform/http/request-context.js';
import { createRouter } from '../../platform/http/router.js';
import { renderEmail, renderEmailUncached, SAMPLE_VALUES, unknownVariables } from '../rendering/index.js';
import { templateNotFound } from './decide.js';
import { findTemplateView, listTemplates, templateStats } from './read-models/email-templates.js';
import { templateCommands, type TemplateDeps } from './template-commands.js';
import { TEMPLATE_TYPES } from './template-events.js';

const text = (required: string, max: number) => z.string(required).trim().min(1, required).max(max, `Massimo ${max} caratteri`);
const fields = {
  name: text('Il nome del template è obbligatorio', 200),
  subject: text("L'oggetto è obbligatorio", 300),
  content: text('Il contenuto è obbligatorio', 20_000),
  templateType: z.enum(TEMPLATE_TYPES, `Tipo di template non valido: usa ${TEMPLATE_TYPES.join(', ')}`),
  isActive: z.boolean('Il campo attivo deve essere vero o falso'),
};
export const createBody = z.object({ ...fields, templateType: fields.templateType.default('custom'), isActive: fields.isActive.default(true) });
export const updateBody = z.object(fields).partial();
export const previewBody = z.object({ subject: z.string().max(300).default(''), content: z.string().max(20_000).default('') });
export const templateId = z.uuid();

function idOf(request: Request): string {
  const parsed = templateId.safeParse(request.params.id);
  if (!parsed.success) throw templateNotFound();
  return parsed.data.toLowerCase();
}

/** Only administrators change templates: checked before anything else is read. */
function administrator(request: Request, response: Response) {
  requireRole(response, 'admin');
  return eventMetadata(request, operatorActor(response));
}

/** The list every operator's dashboard polls. */
export function templatesListRouter(deps: TemplateDeps): Router {
  const router = createRouter();
  router.get('/api/email-templates', deps.operatorGate.requireOperator, async (_request, response) => {
    response.json(await listTemplates(deps.pool));
  });
  return router;
}

/** The template manager, mounted at /api/admin behind the operators' session guard: any operator reads and previews; administrators create, edit and delete. */
export function adminTemplatesRouter(deps: TemplateDeps): Router {
  const router = createRouter();
  const commands = templateCommands(deps);

  router.get('/email-templates/stats', async (_request, response) => {
    response.json(await templateStats(deps.pool));
  });

  router.post('/email-templates/preview', async (request, response) => {
    const body = parseInput(previewBody, request.body);
    const rendered = await renderEmailUncached(body, SAMPLE_VALUES);
    const preview: DraftPreview = { ...rendered, unknownVariables: unknownVariables(`${body.subject}\n${body.content}`) };
    response.json(preview);
  });

  router.get('/email-templates/:id/preview', async (request, response) => {
    const template = await findTemplateView(deps.pool, idOf(request));
    if (!template) throw templateNotFound();
    response.json(await renderEmail(template, SAMPLE_VALUES));
  });

  router.post('/email-templates', async (request, response) => {
    const actor = administrator(request, response);
    const created = await commands.createTemplate(actor, { template: parseInput(createBody, request.body) });
    response.status(201).location(`/api/admin/email-templates/${created.id}`).set('ETag', `"${created.version}"`).json(created);
  });

  router.put('/email-templates/:id', async (request, response) => {
    const actor = administrator(request, response);
    const input = { templateId: idOf(request), changes: parseInput(updateBody, request.body), expectedVersion: ifMatchVersion(request) };
    const updated = await commands.updateTemplate(actor, input);
    response.set('ETag', `"${updated.version}"`).json(updated);
  });

  router.delete('/email-templates/:id', async (request, response) => {
    await commands.deleteTemplate(administrator(request, response), { templateId: idOf(request) });
    response.status(204).end();
  });

  return router;
}
