import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArticle, loadArticleHead } from '@/features/blog/article-loader';
import { renderArticle, renderBlog } from './render-route';

const DEFAULT_TITLE = 'rimborsovolo24.it - Risarcimento voli EU 261/2004';
const SLUG = 'coincidenza-persa-risarcimento';
const article = await loadArticle(SLUG);
/** The article's text has arrived: its image description is shown (the first render of a whole article is slow in jsdom). */
const textShown = () => screen.findByText(article.imageAlt, {}, { timeout: 5_000 });
const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('blog article page', () => {
  beforeEach(() => {
    document.title = DEFAULT_TITLE;
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Descrizione del sito';
    document.head.appendChild(meta);
  });
  afterEach(() => {
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the article was not found for an unknown slug and links back to the blog', async () => {
    const { memory } = renderBlog('/blog/non-esiste');
    expect(screen.getByRole('heading', { name: 'Articolo non trovato' })).toBeInTheDocument();
    expect(screen.getByText("L'articolo che stai cercando non esiste o è stato rimosso.")).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
    await userEvent.click(screen.getByRole('link', { name: 'Torna al blog' }));
    expect(memory.history!.at(-1)).toBe('/blog');
  });

  it('shows the summary at once and a loading state in place of the image while the text arrives', async () => {
    const { summary: other } = await loadArticleHead('volo-in-ritardo-diritti-e-risarcimento');
    await renderArticle(`/blog/${other.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: other.title })).toBeInTheDocument();
    expect(screen.getByText(other.excerpt)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dell’articolo...');
    const { imageAlt } = await loadArticle(other.slug);
    expect(await screen.findByText(imageAlt, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the article with breadcrumb, meta, author, image placeholder, body, tags, related articles and calls to action', async () => {
    await renderArticle(`/blog/${SLUG}`);
    await textShown();
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(breadcrumb).getByText(article.title)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.excerpt)).toBeInTheDocument();
    expect(screen.getAllByText('Ritardi')[0]).toBeInTheDocument();
    expect(screen.getAllByText('16 febbraio 2026')[0]).toBeInTheDocument();
    expect(screen.getAllByText(`${article.readTime} di lettura`)[0]).toBeInTheDocument();
    expect(screen.getByText('Team RimborsoVolo24')).toBeInTheDocument();
    expect(screen.getByText('Esperti in diritto aeronautico')).toBeInTheDocument();
    expect(screen.getByText(article.imageAlt)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Con un solo biglietto conta l'arrivo finale" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'quanto spetta' })).toHaveAttribute('href', '/blog/quanto-spetta-risarcimento-250-400-600-euro');
    for (const keyword of article.keywords) expect(screen.getByText(`#${keyword}`)).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Articoli correlati' });
    const relatedLinks = within(related).getAllByRole('link');
    expect(relatedLinks.map((link) => link.getAttribute('href'))).toEqual(article.relatedArticles.map((slug) => `/blog/${slug}`));

    expect(screen.getByRole('heading', { name: 'Hai un volo problematico?' })).toBeInTheDocument();
    expect(screen.getByText('Verifica gratuitamente se hai diritto al risarcimento. Ci vogliono solo 2 minuti.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verifica risarcimento' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Altri articoli' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Torna al blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Verifica il tuo volo' })).toHaveAttribute('href', '/verifica-rimborso');
  });

  it('sets title and description from the article and restores them on leaving', async () => {
    const { unmount } = await renderArticle(`/blog/${SLUG}`);
    await textShown();
    expect(document.title).toBe(article.metaTitle);
    expect(description()).toBe(article.metaDescription);
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe('Descrizione del sito');
  });

  it('restores the title when navigating from the article to another page', async () => {
    const { memory } = await renderArticle(`/blog/${SLUG}`);
    await textShown();
    expect(document.title).toBe(article.metaTitle);
    act(() => memory.navigate('/verifica-rimborso'));
    expect(screen.getByText('altra pagina')).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('shares with the native share sheet when available', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderArticle(`/blog/${SLUG}`);
    await userEvent.click(screen.getByRole('button', { name: 'Condividi' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: article.title, url: window.location.href }));
  });

  it('otherwise copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderArticle(`/blog/${SLUG}`);
    await userEvent.click(screen.getByRole('button', { name: 'Condividi' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copiato negli appunti!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
