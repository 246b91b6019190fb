/// <reference types="vite/client" />
import { newestFirst, type ArticleSummary } from '@/content/article-summary';
import type { Article } from '@/content/parse-article';

export type { Article, ArticleSummary };

// Parsed at build time (web/scripts/blog-articles-plugin.ts): the summaries come with this module, each article's text in a chunk of its own.
const summaries = import.meta.glob<ArticleSummary>('../../content/blog/*.md', { query: '?summary', import: 'default', eager: true });
const articles = import.meta.glob<Article>('../../content/blog/*.md', { query: '?article', import: 'default' });

/** Every built-in article's summary, newest first. */
export const ARTICLES: readonly ArticleSummary[] = Object.values(summaries).sort(newestFirst);

const FILE_BY_SLUG = new Map(Object.entries(summaries).map(([file, summary]) => [summary.slug, file]));
const BY_SLUG = new Map(ARTICLES.map((article) => [article.slug, article]));

export const findArticle = (slug: string | undefined) => (slug ? BY_SLUG.get(slug) : undefined);

const loading = new Map<string, Promise<Article>>();

/**
 * The whole article, downloaded once: the same promise while it is on its way, once it is here
 * (React reads a settled promise without waiting) and once it has failed, until the reader retries.
 */
export function loadArticle(slug: string): Promise<Article> {
  let article = loading.get(slug);
  if (!article) {
    const load = articles[FILE_BY_SLUG.get(slug) ?? ''];
    article = load ? load() : Promise.reject(new Error(`no article at ${slug}`));
    loading.set(slug, article);
  }
  return article;
}

/** Lets the next read of the article download it again (after a failed download). */
export const forgetArticle = (slug: string) => void loading.delete(slug);
