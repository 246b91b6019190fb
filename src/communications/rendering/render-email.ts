import type { RenderedEmail } from '../../contracts/email-templates.js';
import { escapeHtml } from './content.js';
import { emailMjml, emailText, subjectLine } from './layout.js';
import { LruCache } from './lru-cache.js';
import { substitute, TEMPLATE_VARIABLES, type TemplateValues, type TemplateVariable } from './variables.js';

export interface RenderableTemplate {
  id: string;
  version: number;
  subject: string;
  content: string;
}

export type { RenderedEmail };

/** An e-mail with its placeholders still in place: what is compiled once per template version. */
type CompiledEmail = RenderedEmail;

const COMPILED_VERSIONS = 200;
const compiled = new LruCache<string, Promise<CompiledEmail>>(COMPILED_VERSIONS);

/**
 * Renders a template for one e-mail. MJML is compiled once per template id and version (a version
 * never changes its text) and the values are put into the compiled HTML and text.
 */
export async function renderEmail(template: RenderableTemplate, values: TemplateValues): Promise<RenderedEmail> {
  const key = `${template.id}@${template.version}`;
  let compiling = compiled.get(key);
  if (!compiling) {
    compiling = compileEmail(template);
    compiled.set(key, compiling);
    compiling.catch(() => compiled.delete(key));
  }
  return fillIn(await compiling, values);
}

/** The same e-mail, compiled every time: for unsaved text (the live preview) and the benchmark. */
export async function renderEmailUncached(template: Pick<RenderableTemplate, 'subject' | 'content'>, values: TemplateValues): Promise<RenderedEmail> {
  return fillIn(await compileEmail(template), values);
}

async function compileEmail(template: Pick<RenderableTemplate, 'subject' | 'content'>): Promise<CompiledEmail> {
  // Loaded on first use: MJML and its dependencies are about 50 MiB, which processes that never render (api, projector) need not carry.
  const { default: mjml2html } = await import('mjml');
  // strict: the layout is ours and operators' text is escaped, so an MJML error is a bug to surface, not to mail.
  const { html } = await mjml2html(emailMjml(template), { validationLevel: 'strict' });
  return { subject: subjectLine(template), html, text: emailText(template) };
}

function fillIn(email: CompiledEmail, values: TemplateValues): RenderedEmail {
  const value = cleanValues(values);
  const empty = TEMPLATE_VARIABLES.filter((name) => value[name] === '');
  return {
    subject: substitute(email.subject, (name) => value[name].replace(/\s+/g, ' ')).trim(),
    html: substitute(dropEmptyRegions(email.html, empty, HTML_REGION), (name) => escapeHtml(value[name])),
    text: substitute(dropEmptyRegions(email.text, empty, TEXT_REGION), (name) => value[name]).replace(/\n{3,}/g, '\n\n'),
  };
}

interface Regions {
  of: Record<TemplateVariable, RegExp>;
  marker: RegExp;
}

const regionsOf = (pattern: (name: TemplateVariable) => string): Record<TemplateVariable, RegExp> =>
  Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, new RegExp(pattern(name), 'g')])) as Record<TemplateVariable, RegExp>;

// The markers layout.ts's optionalRegion writes.
const HTML_REGION: Regions = { of: regionsOf((name) => `<!-- rv:if:${name} -->[\\s\\S]*?<!-- /rv:if:${name} -->`), marker: /<!-- \/?rv:if:\w+ -->/g };
// eslint-disable-next-line no-control-regex -- the text part's markers are control characters operators cannot type
const TEXT_REGION: Regions = { of: regionsOf((name) => `\u0001${name}\u0002[^\u0003]*\u0003`), marker: /\u0001\w+\u0002|\u0003/g };

/** Removes what depends on an empty value, then the markers of what stays. */
function dropEmptyRegions(text: string, empty: readonly TemplateVariable[], regions: Regions): string {
  let result = text;
  for (const name of empty) result = result.replace(regions.of[name], '');
  return result.replace(regions.marker, '');
}

function cleanValues(values: TemplateValues): Record<TemplateVariable, string> {
  const clean = Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, String(values[name] ?? '').trim()])) as Record<TemplateVariable, string>;
  // Only a web address may become a link: anything else (javascript:, say) leaves the e-mail without one.
  if (!/^https?:\/\/\S+$/i.test(clean.uploadLink)) clean.uploadLink = '';
  return clean;
}
