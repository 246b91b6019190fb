import type { PageHead } from './page-heads';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: "<" escaped so no value can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export const canonicalUrl = (siteUrl: string, path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

/** The head elements of a pre-rendered page, one per line. */
export function headTags(head: PageHead, siteUrl: string): string {
  const url = canonicalUrl(siteUrl, head.path);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', head.ogType),
    property('og:site_name', 'RimborsoVolo24'),
    property('og:locale', 'it_IT'),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    ...(head.articleMeta ?? []).map(([name, content]) => property(name, content)),
    `<meta name="twitter:card" content="summary" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}
