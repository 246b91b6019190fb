import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '../../../web/src/content/blog-slugs.js';
import { parseArticle, type Article } from '../../../web/src/content/parse-article.js';
import { wrongClaims } from '../content/legal-figures.js';

const DIR = 'web/src/content/blog';
const articles: Article[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => parseArticle(file, readFileSync(path.join(DIR, file), 'utf8')));

/** The article as read: links as their text, no emphasis or heading marks. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*`]+/g, '')
    .replace(/^#+\s*/gm, '');

describe('the blog articles', () => {
  it('when the content is read, then there are 40 articles, one per planned slug, each with a unique id', () => {
    expect(articles.map((article) => article.slug).sort()).toEqual([...BLOG_SLUGS].sort());
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
  });

  it.each(articles.map((article) => [article.slug, article] as const))('when %s is read, then it has 800–1,500 words and related articles that exist', (_slug, article) => {
    expect(article.words).toBeGreaterThanOrEqual(800);
    expect(article.words).toBeLessThanOrEqual(1_500);
    for (const related of article.relatedArticles) expect(BLOG_SLUGS).toContain(related);
    expect(article.relatedArticles).not.toContain(article.slug);
  });

  it.each(articles.map((article) => [article.slug, article] as const))('when %s is checked against EU261.md, then no wrong figure appears', (_slug, article) => {
    expect(wrongClaims(plainText(article.body))).toEqual([]);
  });
});
