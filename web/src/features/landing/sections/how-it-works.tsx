import { STEPS } from '../content';

export function HowItWorks() {
  return (
    <section id="come-funziona" aria-labelledby="come-funziona-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="come-funziona-title" className="text-center text-3xl font-extrabold text-slate-900">
          Come funziona
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">Quattro passi, e della compagnia aerea ci occupiamo noi.</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
