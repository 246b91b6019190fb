import { lazy, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';

type Params = Record<string, string | undefined>;

interface PublicPage {
  path: string;
  component: ComponentType;
  /** Loads the page's code and what it shows at these parameters; the browser awaits it before hydrating a pre-rendered page. */
  load: (params: Params) => Promise<unknown>;
}

function page(path: string, load: () => Promise<{ default: ComponentType }>, loadData?: (params: Params) => Promise<unknown>): PublicPage {
  return { path, load: (params) => Promise.all([load(), loadData?.(params)]), component: lazy(load) };
}

/** The public routes of the spec; each page loads on its own, so the landing page downloads only itself. */
export const PUBLIC_PAGES: PublicPage[] = [
  page('/', () => import('./landing-route')),
  page('/verifica-rimborso', () => import('../features/claim-wizard/claim-wizard-page')),
  page('/verifica-stato', () => import('./status-lookup-page')),
  page('/voli-ritardo', () => import('../features/info-pages/delays-page')),
  page('/voli-cancellati', () => import('../features/info-pages/cancellations-page')),
  page('/overbooking', () => import('../features/info-pages/overbooking-page')),
  page('/bagagli-smarriti', () => import('../features/info-pages/lost-baggage-page')),
  page('/privacy', () => import('../features/legal-pages/privacy-page')),
  page('/cookie', () => import('../features/legal-pages/cookie-page')),
  page('/termini', () => import('../features/legal-pages/terms-page')),
  page('/blog', () => import('../features/blog/blog-index-page')),
  page(
    '/blog/:slug',
    () => import('../features/blog/blog-article-page'),
    ({ slug }) => import('../features/blog/article-loader').then((articles) => articles.preloadArticle(slug)),
  ),
  page('/carica-documenti/:practiceNumber', () => import('../features/document-upload/document-upload-page')),
  // The passenger area: one page for the area and the e-mail's link; private, so never pre-rendered nor in the sitemap.
  page('/area-riservata', () => import('../features/passenger-area/passenger-area-page')),
  page('/area-riservata/accesso', () => import('../features/passenger-area/passenger-area-page')),
  page('/coordinate-bancarie/:practiceNumber', () => import('../features/passenger-area/bank-details-link-page')),
  page('/firma-mandato', () => import('../features/mandate-link/mandate-link-page')),
  page('/disiscrizione', () => import('../features/unsubscribe/unsubscribe-page')),
];

/** Loads the code of the public page at this path, and what it shows there, if there is one. */
export async function loadPublicPage(path: string): Promise<void> {
  for (const candidate of PUBLIC_PAGES) {
    const [matches, params] = matchRoute(parsePattern, candidate.path, path);
    if (matches) {
      await candidate.load(params ?? {});
      return;
    }
  }
}
