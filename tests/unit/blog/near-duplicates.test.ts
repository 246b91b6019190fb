import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArticle } from '../../../web/src/content/parse-article.js';
import { pairOverlaps, paragraphsOf } from './near-duplicates.js';

const DIR = 'web/src/content/blog';
const MAX_SHARED_SHARE = 0.1;

const articles = readdirSync(DIR)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => parseArticle(file, readFileSync(path.join(DIR, file), 'utf8')));

const skeleton = (airline: string, base: string) =>
  [
    `${airline} è una delle compagnie più usate da chi parte dall'Italia: collega ${base} con molte città europee, spesso a prezzi bassi.`,
    `In questa guida vediamo quando ${airline} deve pagarti una compensazione, quanto ti spetta, come presentare la richiesta e quali errori evitare.`,
    `Se il volo ${airline} arriva a destinazione con tre ore o più di ritardo, il Regolamento ti riconosce la stessa compensazione della cancellazione.`,
    'Le giornate di sole a Lisbona sono lunghe, e il tram 28 attraversa i quartieri storici tra salite e discese molto ripide.',
  ].join('\n\n');

describe('near-duplicate paragraphs across the blog', () => {
  it('when two articles are written on one skeleton with the names changed, then the measure finds them', () => {
    const [pair] = pairOverlaps([
      { slug: 'a', body: skeleton('Ryanair', 'Bergamo e Pisa') },
      { slug: 'b', body: skeleton('easyJet', 'Malpensa e Napoli') },
    ]);
    expect(pair!.share).toBeGreaterThanOrEqual(0.5);
  });

  it('when two paragraphs only share the law’s figures, then they are not near-duplicates', () => {
    const [pair] = pairOverlaps([
      { slug: 'a', body: 'Per un volo fino a 1.500 km spettano 250 €, tra 1.500 e 3.500 km 400 € e oltre i 3.500 km 600 €, salvo le tratte interne all’Unione.' },
      { slug: 'b', body: 'Marco è atterrato a Catania con cinque ore di ritardo: il suo volo da Torino misura meno di 1.500 km, quindi gli spettano 250 € in tutto.' },
    ]);
    expect(pair!.share).toBe(0);
  });

  it('when every pair of articles is compared, then no pair shares more than 10 % of its paragraphs', () => {
    expect(articles.every((article) => paragraphsOf(article.body).length >= 10)).toBe(true);
    const tooSimilar = pairOverlaps(articles)
      .filter((pair) => pair.share > MAX_SHARED_SHARE)
      .map((pair) => `${pair.first} ~ ${pair.second}: ${Math.round(pair.share * 100)} % (${pair.examples.join(' / ')})`);
    expect(tooSimilar).toEqual([]);
  });
});
