export default function Placeholder() {
  return <section className="mx-auto max-w-6xl px-4 py-16" />;
}
