import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '../../../web/src/content/blog-slugs.js';
import { parseArticle, type Article } from '../../../web/src/content/parse-article.js';

const DIR = 'web/src/content/blog';
const articles: Article[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => parseArticle(file, readFileSync(path.join(DIR, file), 'utf8')));

/** Claims EU261.md rules out: a pattern, context words that make a sentence legitimate, and why. */
const WRONG_CLAIMS: { pattern: RegExp; unlessSentenceMentions?: RegExp; why: string }[] = [
  {
    pattern: /\b(?:350|450|500|700|800)\s?(?:€|euro\b)/i,
    unlessSentenceMentions: /spes|biglietto|bagagl|valigi|hotel|albergo|pasti|acquist|ricevut|DSP|diritti speciali|limite|franchigia|tariffa|prezzo|costo|pagat/i,
    why: 'EU261 compensation is 250, 400 or 600 € (125/200/300 € when halved)',
  },
  {
    pattern: /\b300\s?(?:€|euro\b)/i,
    unlessSentenceMentions: /ridott|dimezz|metà|50\s?%|spes|biglietto|bagagl|hotel|albergo|pasti|acquist|ricevut|prezzo|costo|pagat/i,
    why: '300 € is only the halved long-haul amount',
  },
  { pattern: /\bItalia\b[^.]{0,80}\b(?:3|5|6|10)\s+anni\b/i, unlessSentenceMentions: /Regno Unito|Spagna|Francia|Germania|altri paesi/i, why: 'in Italy the texts say "generalmente entro 2 anni"' },
  { pattern: /\b(?:1|2)\s+or[ae] di ritardo\b[^.]{0,60}(?:diritto al risarcimento|spetta il risarcimento|diritto alla compensazione)/i, why: 'compensation for a delay starts at 3 hours at arrival' },
  { pattern: /sciopero del (?:proprio )?personale[^.]{0,60}(?:è|sono) (?:una )?circostanz[ae] (?:eccezional|straordinari)/i, unlessSentenceMentions: /\bnon\b/i, why: "a strike of the airline's own staff is not an extraordinary circumstance" },
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

function wrongClaims(body: string): string[] {
  return sentences(body).flatMap((sentence) =>
    WRONG_CLAIMS.filter(({ pattern, unlessSentenceMentions }) => pattern.test(sentence) && !unlessSentenceMentions?.test(sentence)).map(({ why }) => `${why}: «${sentence.trim()}»`),
  );
}

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
    expect(wrongClaims(article.body)).toEqual([]);
  });

  it('when a sentence states a wrong amount, a 6-year Italian deadline or a 2-hour delay right, then the check catches it', () => {
    expect(wrongClaims('Per un volo di 2.000 km spettano 500 € di risarcimento.')).toHaveLength(1);
    expect(wrongClaims('In Italia hai 6 anni di tempo per agire.')).toHaveLength(1);
    expect(wrongClaims('Con 2 ore di ritardo hai diritto al risarcimento pieno.')).toHaveLength(1);
    expect(wrongClaims('Se hai speso 500 € in albergo, conserva le ricevute. In Italia generalmente entro 2 anni.')).toEqual([]);
  });
});
