/// <reference types="vite/client" />
import { parseArticle, type Article } from '@/content/parse-article';

export type { Article };

const sources = import.meta.glob<string>('../../content/blog/*.md', { query: '?raw', import: 'default', eager: true });

/** Every built-in article, newest first. */
export const ARTICLES: readonly Article[] = Object.entries(sources)
  .map(([file, source]) => parseArticle(file, source))
  .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id - b.id);

const BY_SLUG = new Map(ARTICLES.map((article) => [article.slug, article]));

export const findArticle = (slug: string | undefined) => (slug ? BY_SLUG.get(slug) : undefined);
