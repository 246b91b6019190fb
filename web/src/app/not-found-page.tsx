import { Link } from 'wouter';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { Button } from '../components/ui/button';

const META = { title: 'Pagina non trovata | RimborsoVolo24', description: 'La pagina che cerchi non esiste o è stata spostata.' };

export default function NotFoundPage() {
  usePageMeta(META);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">Pagina non trovata</h1>
      <p className="mt-4 text-slate-600">La pagina che cerchi non esiste o è stata spostata.</p>
      <Button asChild className="mt-8">
        <Link href="/">Torna alla home</Link>
      </Button>
    </section>
  );
}
