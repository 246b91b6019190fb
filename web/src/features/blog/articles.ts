/// <reference types="vite/client" />
import { newestFirst, type ArticleSummary } from '@/content/article-summary';

export type { ArticleSummary };

// Parsed at build time (web/scripts/blog-articles-plugin.ts): every summary comes with this module, which only the blog's list imports.
const summaries = import.meta.glob<ArticleSummary>('../../content/blog/*.md', { query: '?summary', import: 'default', eager: true });

/** Every built-in article's summary, newest first. */
export const ARTICLES: readonly ArticleSummary[] = Object.values(summaries).sort(newestFirst);
