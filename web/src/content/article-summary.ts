import type { Article } from './parse-article';

// No imports but types: the browser's blog pages use this module, and the parser's YAML and zod stay out of them.

/** What the blog's lists and cards show of an article (its page loads the rest). */
export type ArticleSummary = Pick<Article, 'id' | 'title' | 'excerpt' | 'category' | 'publishDate' | 'readTime' | 'keywords' | 'slug' | 'featured' | 'author'>;

/** What an article's page shows before its text: its summary, and its related articles' summaries, in their order. */
export interface ArticleHead {
  summary: ArticleSummary;
  related: ArticleSummary[];
}

/** Newest first; the same day, by id. */
export const newestFirst = (a: ArticleSummary, b: ArticleSummary) => b.publishDate.localeCompare(a.publishDate) || a.id - b.id;
