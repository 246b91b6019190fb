import { euro, LONG_HAUL_AMOUNT } from '@/content/eu261-amounts';

const STATS = [
  // Facts of the law and of our terms, not invented track records: the service is new.
  { value: euro(LONG_HAUL_AMOUNT), label: 'risarcimento massimo per passeggero' },
  { value: '3 ore', label: 'di ritardo all’arrivo bastano' },
  { value: '2 minuti', label: 'per la verifica gratuita' },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="blog-why" className="rounded-2xl bg-brand-700 p-8 text-white">
      <h2 id="blog-why" className="text-center text-2xl font-bold">
        Perché scegliere RimborsoVolo24
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-brand-50">
        Verifica gratuita, nessun costo se non vinci: il compenso è il 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo.
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="text-brand-50">{stat.label}</dt>
            <dd className="text-3xl font-extrabold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
