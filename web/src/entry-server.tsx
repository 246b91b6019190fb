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
  const { prelude } = await prerenderToNodeStream(appAt(path));
  prelude.resume();
  return renderToString(appAt(path));
}
