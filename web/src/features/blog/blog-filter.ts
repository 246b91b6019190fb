import type { ArticleSummary } from '@/content/article-summary';

export const FILTER_CATEGORIES = ['Tutti', 'Guide', 'Diritti', 'Confronti', 'Compagnie'] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

/** Case-insensitive match on title, excerpt or any keyword, combined with the category ('Tutti' means all). */
export function filterArticles(articles: readonly ArticleSummary[], search: string, category: FilterCategory): ArticleSummary[] {
  const needle = search.trim().toLocaleLowerCase('it-IT');
  return articles.filter((article) => {
    if (category !== 'Tutti' && article.category !== category) return false;
    if (!needle) return true;
    return [article.title, article.excerpt, ...article.keywords].some((text) => text.toLocaleLowerCase('it-IT').includes(needle));
  });
}

export const isDefaultFilter = (search: string, category: FilterCategory) => search.trim() === '' && category === 'Tutti';
