import { Calendar, Clock } from 'lucide-react';
import { Link } from 'wouter';
import { Badge, Card } from '@/components/ui/card';
import type { ArticleSummary } from '@/content/article-summary';
import { formatLongDate } from './format-date';

export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <Badge>{article.category}</Badge>
      <span className="inline-flex items-center gap-1">
        <Calendar className="size-4" aria-hidden="true" />
        <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {article.readTime} di lettura
      </span>
    </div>
  );
}

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="flex h-full flex-col gap-3">
      <ArticleMeta article={article} />
      <Heading className="text-lg font-bold text-slate-900">
        <Link href={`/blog/${article.slug}`} className="hover:text-brand-700 hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="text-slate-700">{article.excerpt}</p>
    </Card>
  );
}
