/// <reference types="vite/client" />
import type { ArticleHead } from '@/content/article-summary';
import type { Article } from '@/content/parse-article';

export type { Article, ArticleHead };

// Parsed at build time (web/scripts/blog-articles-plugin.ts), each file in chunks of its own: an article's page downloads no other article.
const heads = import.meta.glob<ArticleHead>('../../content/blog/*.md', { query: '?head', import: 'default' });
const texts = import.meta.glob<Article>('../../content/blog/*.md', { query: '?article', import: 'default' });

/** The files are named after their slugs. */
const fileOf = (slug: string) => `../../content/blog/${slug}.md`;

export const isArticle = (slug: string | undefined): slug is string => slug !== undefined && fileOf(slug) in texts;

const loading = new Map<string, Promise<unknown>>();

/**
 * One download per file and part: the same promise while it is on its way, once it is here and once
 * it has failed, until the reader retries. A settled one carries its outcome the way React's `use`
 * reads it, so a page whose article is already here (a pre-rendered one being hydrated) renders it
 * at once instead of suspending; a failure is the page's to show (ArticleLoadBoundary), not an unhandled rejection.
 */
function once<T>(key: string, load: (() => Promise<T>) | undefined): Promise<T> {
  const known = loading.get(key) as Promise<T> | undefined;
  if (known) return known;
  const promise = load ? load() : Promise.reject(new Error(`no article at ${key}`));
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  loading.set(key, promise);
  return promise;
}

/** What the article's page shows before the text: its summary and its related articles'. */
export const loadArticleHead = (slug: string) => once(`head:${slug}`, heads[fileOf(slug)]);

/** The whole article. */
export const loadArticle = (slug: string) => once(`text:${slug}`, texts[fileOf(slug)]);

/** Lets the next read of the article's head or text download it again (after a failed download). */
export const forgetArticleHead = (slug: string) => void loading.delete(`head:${slug}`);
export const forgetArticle = (slug: string) => void loading.delete(`text:${slug}`);

/** Downloads what the article's page shows, for a pre-rendered page to hydrate with it; a failure is left for the page to show. */
export async function preloadArticle(slug: string | undefined): Promise<void> {
  if (isArticle(slug)) await Promise.allSettled([loadArticleHead(slug), loadArticle(slug)]);
}
