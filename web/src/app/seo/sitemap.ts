import { canonicalUrl } from './head-tags';
import type { PageHead } from './page-heads';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every public URL with the date its content last changed. */
export function sitemapXml(heads: readonly PageHead[], siteUrl: string): string {
  const urls = heads.map((head) => `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, head.path))}</loc>\n    <lastmod>${head.lastmod}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the operators' area (/admin, /admin-basic), the API, the upload links and the passenger area may not. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /carica-documenti/', 'Disallow: /area-riservata', 'Disallow: /coordinate-bancarie/', 'Disallow: /disiscrizione', 'Disallow: /firma-mandato', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
