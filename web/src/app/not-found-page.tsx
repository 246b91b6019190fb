import { Link } from 'wouter';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">La pagina che cerchi non esiste o è stata spostata.</p>
      <Button asChild className="mt-8">
        <Link href="/">Torna alla home</Link>
      </Button>
    </section>
  );
}
