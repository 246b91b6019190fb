import { STATS } from '../content';

export function StatsBand() {
  return (
    <section aria-labelledby="numeri-title" className="bg-brand-800 py-12 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="numeri-title" className="sr-only">
          In breve
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
