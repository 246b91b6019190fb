import { SIGN_IN_LINK_MINUTES } from '../contracts/passenger-area.js';
import type { Queryable } from '../platform/db/pool.js';
import type { Logger } from '../platform/logger.js';
import { deleteExpiredSignInLinks, pendingSignInLink, signInToken } from './sign-in-links.js';

export const SIGN_IN_SUBJECT = 'Il tuo link per accedere all’area riservata';
export const SIGN_IN_BUTTON = 'Accedi all’area riservata';
// Put into the shared layout as a paragraph, then replaced by the button (lower-case letters survive MJML untouched).
const BUTTON_SLOT = 'rvsigninbuttonslot';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Port: communications' branded layout for a one-off message (its text escaped, paragraphs kept). */
export type RenderMessage = (message: { subject: string; content: string }, values: Record<string, string>) => Promise<RenderedMail>;

export const signInUrl = (publicUrl: string, token: string) => `${publicUrl}/area-riservata/accesso?t=${encodeURIComponent(token)}`;

const CONTENT = [
  'Ciao,',
  'hai chiesto di entrare nell’area riservata di RimborsoVolo24: lì trovi tutte le tue pratiche, cosa è successo finora e qual è il prossimo passo.',
  BUTTON_SLOT,
  `Il link vale ${SIGN_IN_LINK_MINUTES} minuti e si può usare una sola volta. Se è scaduto, richiedine uno nuovo dalla pagina dell’area riservata.`,
  'Se non hai chiesto tu l’accesso, ignora questa email: senza il link nessuno può entrare.',
].join('\n\n');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sign-in e-mail: the shared layout, with the link as a button and as text for clients that show no buttons. */
export async function renderSignInEmail(render: RenderMessage, url: string): Promise<RenderedMail> {
  const rendered = await render({ subject: SIGN_IN_SUBJECT, content: CONTENT }, {});
  const href = escapeAttribute(url);
  const button =
    `<a href="${href}" style="display:inline-block;background-color:#1d4ed8;color:#ffffff;font-weight:700;text-decoration:none;padding:14px 28px;border-radius:8px;">${SIGN_IN_BUTTON}</a>` +
    `<br /><br /><span style="font-size:13px;color:#6b7280;">Se il pulsante non funziona, copia questo indirizzo nel browser:<br /><a href="${href}" style="color:#1d4ed8;word-break:break-all;">${href}</a></span>`;
  return {
    subject: rendered.subject,
    html: rendered.html.replaceAll(BUTTON_SLOT, button),
    text: rendered.text.replaceAll(BUTTON_SLOT, `${SIGN_IN_BUTTON}: ${url}`),
  };
}

/**
 * The communications module's port: the sign-in e-mail of a link still unused and unexpired, to its
 * address; undefined for a link used or expired meanwhile, which is not sent.
 */
export function signInMessageOf(deps: { db: Queryable; signInKey: Buffer; publicUrl: string; render: RenderMessage; logger: Logger }) {
  return async (linkId: string): Promise<(RenderedMail & { to: string }) | undefined> => {
    await deleteExpiredSignInLinks(deps.db).catch((error: unknown) => deps.logger.warn({ err: error }, 'expired sign-in links not deleted'));
    const link = await pendingSignInLink(deps.db, linkId);
    if (!link) return undefined;
    return { to: link.email, ...(await renderSignInEmail(deps.render, signInUrl(deps.publicUrl, signInToken(deps.signInKey, linkId)))) };
  };
}
