import { useQuery } from '@tanstack/react-query';
import { airlineQuery } from '@/app/admin/api/airlines';

/** A claim's operating carrier as «Ryanair (FR) · comunitaria»; the code alone while loading or when the table does not know it. */
export function OperatingCarrier({ code }: { code: string }) {
  const carrier = useQuery({ ...airlineQuery(code), retry: false, staleTime: 5 * 60_000 });
  if (!carrier.data) return <span className="font-mono">{code}</span>;
  const { airline } = carrier.data;
  return (
    <span>
      {airline.name} <span className="font-mono text-slate-600">({airline.iataCode})</span> · {airline.isEu ? 'vettore comunitario' : 'vettore non comunitario'}
    </span>
  );
}
