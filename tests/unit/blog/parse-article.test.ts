import { describe, expect, it } from 'vitest';
import { parseArticle } from '../../../web/src/content/parse-article.js';

const frontMatter = `---
id: 3
title: "Volo in ritardo: i tuoi diritti"
excerpt: "Cosa ti spetta se il volo arriva con più di tre ore di ritardo, e come chiederlo passo per passo."
category: Ritardi
publishDate: "2026-03-02"
keywords: ["volo in ritardo", "risarcimento", "EU 261"]
slug: volo-in-ritardo-diritti-e-risarcimento
featured: false
author: "Team RimborsoVolo24"
metaTitle: "Volo in ritardo: diritti e risarcimento"
metaDescription: "Con almeno 3 ore di ritardo all'arrivo puoi ottenere da 250 a 600 euro: ecco come funziona e cosa conservare."
imageAlt: "Tabellone delle partenze con voli in ritardo"
relatedArticles: [coincidenza-persa-risarcimento, diritto-assistenza-aeroporto-pasti-hotel]
---
`;

describe('reading an article', () => {
  it('when the front matter is valid, then the article comes with its word count and the computed read time', () => {
    const article = parseArticle('a.md', `${frontMatter}\n## Titolo\n\n${'parola '.repeat(1_600)}`);

    expect(article).toMatchObject({ id: 3, category: 'Ritardi', words: 1_601, readTime: '8 min' });
  });

  it('when a field is wrong or the front matter is missing, then the error names the file and the field', () => {
    expect(() => parseArticle('b.md', frontMatter.replace('category: Ritardi', 'category: Notizie'))).toThrow(/^b\.md: category: /);
    expect(() => parseArticle('c.md', frontMatter.replace('slug: volo-in-ritardo-diritti-e-risarcimento', 'slug: Volo In Ritardo'))).toThrow(/^c\.md: slug: slug in kebab-case$/);
    expect(() => parseArticle('d.md', 'solo testo')).toThrow('d.md: no front matter between --- lines');
  });
});
