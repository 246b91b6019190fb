export default function LandingPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-extrabold text-slate-900">Volo in ritardo, cancellato o in overbooking?</h1>
    </section>
  );
}
