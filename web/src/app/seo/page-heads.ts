/// <reference types="vite/client" />
import { newestFirst } from '@/content/article-summary';
import type { Article } from '@/content/parse-article';
import { FAQ_ITEMS } from '@/features/landing/content';
import { PAGE_META, type StaticPublicPath } from '../page-meta';

type JsonLd = Record<string, unknown>;

/** Everything a crawler reads in a pre-rendered page's head, and its sitemap entry. */
export interface PageHead {
  path: string;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** Open Graph article properties (article:published_time, …). */
  articleMeta?: [property: string, content: string][];
  jsonLd: JsonLd[];
  /** Last change of the page's content, YYYY-MM-DD. */
  lastmod: string;
}

// Whole articles, for their metadata: this module is built only into the pre-rendering bundle, never the browser's.
const ARTICLES = Object.values(import.meta.glob<Article>('../../content/blog/*.md', { query: '?article', import: 'default', eager: true })).sort(newestFirst);

const SITE_NAME = 'RimborsoVolo24';
const AUTHOR = 'Team RimborsoVolo24';

function organization(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: 'pratiche@rimborsovolo24.it',
    areaServed: 'IT',
    description: 'Servizio italiano che aiuta i passeggeri aerei a ottenere il risarcimento per voli in ritardo, cancellati o in overbooking (Reg. (CE) n. 261/2004). Compenso: 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo.',
  };
}

const withContext = (data: JsonLd): JsonLd => ({ '@context': 'https://schema.org', ...data });

function staticHead(path: StaticPublicPath, lastmod: string, jsonLd: JsonLd[] = []): PageHead {
  return { path, ...PAGE_META[path], ogType: 'website', jsonLd, lastmod };
}

/**
 * Every pre-rendered public page with its metadata: home, the four information pages, the wizard,
 * the status lookup, the privacy notice, the cookie page, the terms, the blog index and each article. `buildDate` dates the pages whose content has
 * no date of its own.
 */
export function publicPageHeads(siteUrl: string, buildDate: string): PageHead[] {
  const newestArticle = ARTICLES.reduce((newest, article) => (article.publishDate > newest ? article.publishDate : newest), '0000-00-00');
  const home = staticHead('/', buildDate, [
    withContext(organization(siteUrl)),
    withContext({
      '@type': 'FAQPage',
      mainEntity: FAQ_ITEMS.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
    }),
  ]);
  const blog = staticHead('/blog', newestArticle, [
    withContext({
      '@type': 'Blog',
      name: 'Blog RimborsoVolo24',
      url: `${siteUrl}/blog`,
      inLanguage: 'it-IT',
      publisher: { '@id': `${siteUrl}/#organization`, ...organization(siteUrl) },
      blogPost: ARTICLES.map((article) => ({ '@type': 'BlogPosting', headline: article.title, url: `${siteUrl}/blog/${article.slug}`, datePublished: article.publishDate })),
    }),
  ]);
  const articles = ARTICLES.map((article): PageHead => {
    const url = `${siteUrl}/blog/${article.slug}`;
    return {
      path: `/blog/${article.slug}`,
      title: article.metaTitle,
      description: article.metaDescription,
      ogType: 'article',
      articleMeta: [['article:published_time', article.publishDate], ['article:section', article.category], ...article.keywords.map((keyword): [string, string] => ['article:tag', keyword])],
      lastmod: article.publishDate,
      jsonLd: [
        withContext({
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.metaDescription,
          datePublished: article.publishDate,
          dateModified: article.publishDate,
          inLanguage: 'it-IT',
          articleSection: article.category,
          keywords: article.keywords.join(', '),
          wordCount: article.words,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          author: { '@type': 'Organization', name: AUTHOR, url: `${siteUrl}/` },
          publisher: organization(siteUrl),
        }),
      ],
    };
  });
  const others = (['/verifica-rimborso', '/verifica-stato', '/voli-ritardo', '/voli-cancellati', '/overbooking', '/bagagli-smarriti', '/privacy', '/cookie', '/termini'] as const).map((path) => staticHead(path, buildDate));
  return [home, ...others, blog, ...articles];
}
