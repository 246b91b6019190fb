import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '@/features/blog/articles';
import { filterArticles } from '@/features/blog/blog-filter';
import { renderBlog } from './render-route';

const results = () => screen.getByRole('region', { name: /Tutti gli articoli|Risultati/ });
const featured = () => screen.queryByRole('region', { name: 'Articoli in evidenza' });
const search = () => screen.getByRole('searchbox', { name: 'Cerca nel blog' });
const category = (name: string) => screen.getByRole('button', { name });

describe('blog articles', () => {
  it('loads all 40 articles, newest first, with unique slugs', () => {
    expect(ARTICLES).toHaveLength(40);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(40);
    const dates = ARTICLES.map((a) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters case-insensitively on title, excerpt or keyword, combined with the category', () => {
    expect(filterArticles(ARTICLES, 'COINCIDENZA charles DE GAULLE', 'Tutti').map((a) => a.slug)).toEqual(['air-france-rimborso-volo-cancellato']);
    expect(filterArticles(ARTICLES, '  ', 'Tutti')).toHaveLength(40);
    const guides = filterArticles(ARTICLES, '', 'Guide');
    expect(guides.length).toBeGreaterThan(0);
    expect(guides.every((a) => a.category === 'Guide')).toBe(true);
  });
});

describe('blog index page', () => {
  it('shows heading, search, category filters, featured block, all articles with count, and the why-choose-us block', () => {
    renderBlog('/blog');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(search()).toHaveAttribute('placeholder', expect.stringMatching(/articoli, guide, compagnie aeree/i));
    for (const name of ['Tutti', 'Guide', 'Diritti', 'Confronti', 'Compagnie']) expect(category(name)).toBeInTheDocument();
    expect(category('Tutti')).toHaveAttribute('aria-pressed', 'true');
    expect(category('Guide')).toHaveAttribute('aria-pressed', 'false');
    expect(featured()).toBeInTheDocument();
    expect(within(results()).getByText('40 articoli trovati')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perché scegliere RimborsoVolo24' })).toBeInTheDocument();
  });

  it('cards link to the article, with category badge, long Italian date and read time', () => {
    renderBlog('/blog');
    const first = ARTICLES[0]!;
    const link = within(results()).getByRole('link', { name: first.title });
    expect(link).toHaveAttribute('href', `/blog/${first.slug}`);
    const card = link.closest('div.rounded-2xl') as HTMLElement;
    expect(within(card).getByText(first.category)).toBeInTheDocument();
    expect(within(card).getByText(`${first.readTime} di lettura`)).toBeInTheDocument();
    const date = within(card).getByText((_, el) => el?.tagName === 'TIME');
    expect(date.textContent).toMatch(/^\d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/);
    expect(date).toHaveAttribute('datetime', first.publishDate);
  });

  it('searches keywords case-insensitively and hides the featured block while searching', async () => {
    renderBlog('/blog');
    await userEvent.type(search(), 'Coincidenza CHARLES de gaulle');
    expect(featured()).not.toBeInTheDocument();
    expect(within(results()).getByText('1 articolo trovato')).toBeInTheDocument();
    expect(within(results()).getByRole('link', { name: /Air France/ })).toHaveAttribute('href', '/blog/air-france-rimborso-volo-cancellato');
    await userEvent.clear(search());
    expect(featured()).toBeInTheDocument();
  });

  it('filters by category, combines it with the search, and hides the featured block', async () => {
    renderBlog('/blog');
    await userEvent.click(category('Confronti'));
    expect(category('Confronti')).toHaveAttribute('aria-pressed', 'true');
    expect(category('Tutti')).toHaveAttribute('aria-pressed', 'false');
    expect(featured()).not.toBeInTheDocument();
    const expected = ARTICLES.filter((a) => a.category === 'Confronti');
    expect(within(results()).getByText(`${expected.length} articoli trovati`)).toBeInTheDocument();
    for (const article of expected) expect(within(results()).getByRole('link', { name: article.title })).toBeInTheDocument();

    await userEvent.type(search(), 'air france');
    expect(screen.getByText('Nessun risultato')).toBeInTheDocument();
    await userEvent.click(category('Compagnie'));
    expect(within(results()).getByRole('link', { name: /Air France/ })).toBeInTheDocument();
    await userEvent.clear(search());
    await userEvent.click(category('Tutti'));
    expect(featured()).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    renderBlog('/blog');
    await userEvent.type(search(), 'zzz-nessun-articolo');
    expect(screen.getByText('Nessun risultato')).toBeInTheDocument();
    expect(screen.getByText('Prova a modificare i termini di ricerca o la categoria.')).toBeInTheDocument();
    expect(within(results()).getByText('0 articoli trovati')).toBeInTheDocument();
    expect(within(results()).queryAllByRole('link')).toHaveLength(0);
  });
});
