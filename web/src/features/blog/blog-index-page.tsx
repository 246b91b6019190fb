import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/field';
import { ArticleCard } from './article-card';
import { ARTICLES } from './articles';
import { FILTER_CATEGORIES, filterArticles, isDefaultFilter, type FilterCategory } from './blog-filter';
import { PAGE_META } from '@/app/page-meta';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { WhyChooseUs } from './why-choose-us';

const FEATURED = ARTICLES.filter((article) => article.featured).slice(0, 3);

export default function BlogIndexPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FilterCategory>('Tutti');
  const results = useMemo(() => filterArticles(ARTICLES, search, category), [search, category]);
  usePageMeta(PAGE_META['/blog']);

  return (
    <section className="mx-auto max-w-6xl space-y-10 px-4 py-12">
      <header className="space-y-3 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">Blog RimborsoVolo24</h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-700">Guide pratiche, diritti dei passeggeri e confronti per ottenere il risarcimento che ti spetta.</p>
      </header>

      <div className="space-y-4">
        <div className="relative mx-auto max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Cerca nel blog"
            placeholder="Cerca articoli, guide, compagnie aeree..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-10"
          />
        </div>
        <div role="group" aria-label="Filtra per categoria" className="flex flex-wrap justify-center gap-2">
          {FILTER_CATEGORIES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                category === name ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50'
              }`}
            >
              {name}
            </button>
          ))}
        </div>
      </div>

      {isDefaultFilter(search, category) && FEATURED.length > 0 && (
        <section aria-labelledby="blog-featured" className="space-y-4">
          <h2 id="blog-featured" className="text-2xl font-bold text-slate-900">
            Articoli in evidenza
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {FEATURED.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="blog-results" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="blog-results" className="text-2xl font-bold text-slate-900">
            {isDefaultFilter(search, category) ? 'Tutti gli articoli' : 'Risultati'}
          </h2>
          <p className="text-slate-600" aria-live="polite">
            {results.length === 1 ? '1 articolo trovato' : `${results.length} articoli trovati`}
          </p>
        </div>
        {results.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <h3 className="text-xl font-bold text-slate-900">Nessun risultato</h3>
            <p className="mt-2 text-slate-600">Prova a modificare i termini di ricerca o la categoria.</p>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {results.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        )}
      </section>

      <WhyChooseUs />
    </section>
  );
}
