import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ArticleSummary } from '../src/content/article-summary.ts';
import { parseArticle, type Article } from '../src/content/parse-article.ts';

const summaryOf = ({ id, title, excerpt, category, publishDate, readTime, keywords, slug, featured, author }: Article): ArticleSummary => ({
  id,
  title,
  excerpt,
  category,
  publishDate,
  readTime,
  keywords,
  slug,
  featured,
  author,
});

const ARTICLE_IMPORT = /^(?<file>[^?]+\.md)\?(?<part>article|summary)(?:&|$)/;

/**
 * Blog articles are parsed at build time: `<slug>.md?article` imports the whole article,
 * `<slug>.md?summary` only what the blog's lists show. So the browser needs no front matter parser,
 * and an article's text is in its own chunk, downloaded only by the page that shows it.
 */
export function blogArticles(): Plugin {
  return {
    name: 'rimborsovolo24:blog-articles',
    async load(id) {
      const match = ARTICLE_IMPORT.exec(id);
      if (!match?.groups) return null;
      const { file = '', part } = match.groups;
      this.addWatchFile(file);
      const article = parseArticle(path.basename(file), await readFile(file, 'utf8'));
      return `export default ${JSON.stringify(part === 'article' ? article : summaryOf(article))};`;
    },
  };
}
