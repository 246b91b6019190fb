import { ArrowLeft, ImageIcon, User } from 'lucide-react';
import { Suspense, use } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Badge, Card, Spinner } from '@/components/ui/card';
import { ArticleCard, ArticleMeta } from './article-card';
import { ArticleLoadBoundary } from './article-load-boundary';
import { forgetArticle, forgetArticleHead, isArticle, loadArticle, loadArticleHead, type ArticleHead } from './article-loader';
import { Markdown } from './markdown';
import { ShareButton } from './share-button';
import { usePageMeta } from '@/components/layout/use-page-meta';

function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Articolo non trovato</h1>
      <p className="mt-3 text-lg text-slate-600">L'articolo che stai cercando non esiste o è stato rimosso.</p>
      <Button asChild variant="secondary" className="mt-8">
        <Link href="/blog">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Torna al blog
        </Link>
      </Button>
    </section>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Percorso di navigazione" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link href="/" className="hover:text-brand-700 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link href="/blog" className="hover:text-brand-700 hover:underline">
            Blog
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-slate-900">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** What the summary already says: shown at once, while the article's text is on its way. */
function ArticleView({ slug }: { slug: string }) {
  void loadArticle(slug); // the text's download starts beside the head's, not after it
  const { summary, related } = use(loadArticleHead(slug));
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <Breadcrumb title={summary.title} />

      <header className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ArticleMeta article={summary} />
          <ShareButton title={summary.title} text={summary.excerpt} />
        </div>
        <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">{summary.title}</h1>
        <p className="text-xl text-slate-700">{summary.excerpt}</p>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <User className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">{summary.author}</p>
            <p className="text-sm text-slate-600">Esperti in diritto aeronautico</p>
          </div>
        </div>
      </header>

      <ArticleLoadBoundary onRetry={() => forgetArticle(summary.slug)}>
        <Suspense fallback={<ArticleTextPlaceholder />}>
          <ArticleText slug={summary.slug} related={related} />
        </Suspense>
      </ArticleLoadBoundary>
    </article>
  );
}

/** Takes the place of the image placeholder, with its size, so nothing above moves when the text arrives. */
function ArticleTextPlaceholder() {
  return (
    <div className="flex aspect-video items-center justify-center rounded-2xl bg-brand-50">
      <Spinner label="Caricamento dell’articolo..." />
    </div>
  );
}

function ArticleText({ slug, related }: { slug: string; related: ArticleHead['related'] }) {
  const article = use(loadArticle(slug));
  usePageMeta({ title: article.metaTitle, description: article.metaDescription });
  return (
    <>
      <figure className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl bg-brand-50 p-6 text-center text-brand-800">
        <ImageIcon className="size-10" aria-hidden="true" />
        <figcaption className="max-w-md text-sm">{article.imageAlt}</figcaption>
      </figure>
      <Markdown source={article.body} />

      {article.keywords.length > 0 && (
        <section aria-labelledby="article-tags" className="space-y-3">
          <h2 id="article-tags" className="text-lg font-semibold text-slate-900">
            Tag
          </h2>
          <ul className="flex flex-wrap gap-2">
            {article.keywords.map((keyword) => (
              <li key={keyword}>
                <Badge className="bg-slate-100 font-medium text-slate-700">#{keyword}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Card className="space-y-4 border-0 bg-brand-700 text-center text-white">
        <h2 className="text-2xl font-bold">Hai un volo problematico?</h2>
        <p className="text-brand-50">Verifica gratuitamente se hai diritto al risarcimento. Ci vogliono solo 2 minuti.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/">Verifica risarcimento</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/blog">Altri articoli</Link>
          </Button>
        </div>
      </Card>

      {related.length > 0 && (
        <section aria-labelledby="article-related" className="space-y-4">
          <h2 id="article-related" className="text-2xl font-bold text-slate-900">
            Articoli correlati
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {related.map((item) => (
              <ArticleCard key={item.slug} article={item} />
            ))}
          </div>
        </section>
      )}

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
        <Button asChild variant="outline">
          <Link href="/blog">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Torna al blog
          </Link>
        </Button>
        <Button asChild>
          <Link href="/verifica-rimborso">Verifica il tuo volo</Link>
        </Button>
      </div>
    </>
  );
}

export default function BlogArticlePage() {
  const { slug } = useParams<{ slug?: string }>();
  if (!isArticle(slug)) return <ArticleNotFound />;
  return (
    <ArticleLoadBoundary key={slug} onRetry={() => forgetArticleHead(slug)}>
      <ArticleView slug={slug} />
    </ArticleLoadBoundary>
  );
}
