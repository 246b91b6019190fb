import { TESTIMONIALS } from '../content';
import { formatEuro } from '../format';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonianze-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonianze-title" className="text-center text-3xl font-extrabold text-slate-900">
          Cosa dicono i passeggeri
        </h2>
        <p className="mt-2 text-center text-sm text-slate-600">Testimonianze di esempio.</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <p className="text-xl tracking-wider text-amber-600">
                  <span aria-hidden="true">{'★'.repeat(item.rating)}</span>
                  <span className="sr-only">Valutazione: {item.rating} stelle su 5</span>
                </p>
                <blockquote className="mt-3 flex-1 text-slate-800">“{item.review}”</blockquote>
                <figcaption className="mt-4 flex items-end justify-between gap-3">
                  <span>
                    <span className="block font-bold text-slate-900">{item.name}</span>
                    <span className="block text-sm text-slate-600">{item.location}</span>
                  </span>
                  <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-bold text-green-800">
                    <span className="sr-only">Risarcimento ottenuto: </span>
                    {formatEuro(item.amount)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
