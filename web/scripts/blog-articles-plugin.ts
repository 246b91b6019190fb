import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ArticleHead, ArticleSummary } from '../src/content/article-summary.ts';
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

const ARTICLE_IMPORT = /^(?<file>[^?]+\.md)\?(?<part>article|summary|head)(?:&|$)/;

/**
 * Blog articles are parsed at build time: `<slug>.md?article` imports the whole article,
 * `<slug>.md?summary` only what the blog's lists show, `<slug>.md?head` what its page shows before
 * the text (its summary and its related articles' ones). So the browser needs no front matter parser,
 * and an article page downloads its own article only, not the blog's list.
 */
export function blogArticles(): Plugin {
  return {
    name: 'rimborsovolo24:blog-articles',
    // An article's head and text are two chunks named after the one file: the head's says it is the head.
    config: () => ({
      build: { rolldownOptions: { output: { chunkFileNames: (chunk) => `assets/[name]${chunk.facadeModuleId?.endsWith('?head') ? '.head' : ''}-[hash].js` } } },
    }),
    async load(id) {
      const match = ARTICLE_IMPORT.exec(id);
      if (!match?.groups) return null;
      const { file = '', part } = match.groups;
      const watch = (watched: string) => this.addWatchFile(watched);
      const article = await readArticle(file, watch);
      if (part === 'article') return `export default ${JSON.stringify(article)};`;
      if (part === 'summary') return `export default ${JSON.stringify(summaryOf(article))};`;
      const related = await Promise.all(article.relatedArticles.map((slug) => readArticle(path.join(path.dirname(file), `${slug}.md`), watch)));
      const head: ArticleHead = { summary: summaryOf(article), related: related.map(summaryOf) };
      return `export default ${JSON.stringify(head)};`;
    },
  };
}

/** An article, from the file named after its slug (how its page and its related articles find it). */
async function readArticle(file: string, watch: (file: string) => void): Promise<Article> {
  watch(file);
  const article = parseArticle(path.basename(file), await readFile(file, 'utf8'));
  if (`${article.slug}.md` !== path.basename(file)) throw new Error(`${path.basename(file)}: slug: the file is named after another slug than ${article.slug}`);
  return article;
}
