import { Link } from 'wouter';

export function Wordmark({ className = '' }: { className?: string }) {
  return (
    <Link href="/" aria-label="RimborsoVolo24, pagina iniziale" className={`inline-flex items-center text-xl font-extrabold tracking-tight text-brand-700 sm:text-2xl ${className}`}>
      RimborsoVolo
      <span className="ml-0.5 rounded-md bg-accent-600 px-1.5 text-white">24</span>
    </Link>
  );
}
