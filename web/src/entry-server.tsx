import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';

export { publicPageHeads } from './app/seo/page-heads';
export { headTags } from './app/seo/head-tags';
export { robotsTxt, sitemapXml } from './app/seo/sitemap';

const appAt = (path: string) => (
  <Router ssrPath={path}>
    <App />
  </Router>
);

/**
 * The HTML of the app at this path (used at build time only). The first pass waits for the page's
 * lazy code; the second renders with everything loaded, so the HTML is final and needs none of the
 * inline scripts that streaming uses to swap in late content (the CSP allows no inline script).
 */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(appAt(path), { onError: (error) => void errors.push(error) });
  prelude.resume();
  return fullyRendered(path, renderToString(appAt(path)), errors);
}

/**
 * A page whose render failed (its lazy code could not be loaded, say, while another build replaced the
 * files) still comes out as HTML, with the failed Suspense boundary marked for client rendering
 * (`<!--$!-->`): the browser then logs React error #419 and renders it again. Such a page must fail
 * the build instead of being shipped.
 */
export function fullyRendered(path: string, html: string, errors: unknown[]): string {
  if (errors.length === 0 && !html.includes('<!--$!-->')) return html;
  const reason = errors.map((error) => (error instanceof Error ? error.message : String(error))).join('; ') || 'a Suspense boundary fell back to client rendering';
  throw new Error(`pre-rendering ${path} failed: ${reason}`);
}
