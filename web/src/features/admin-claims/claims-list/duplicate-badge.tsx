import type { AdminClaim } from '../api/claims';

/** «possibile doppione» on a list row: another claim of the same flight and date has the same passenger name or e-mail. */
export function DuplicateBadge({ claim }: { claim: Pick<AdminClaim, 'possibleDuplicate'> }) {
  if (!claim.possibleDuplicate) return null;
  return (
    <span
      className="mt-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 font-sans text-xs font-semibold whitespace-nowrap text-amber-900"
      title="Un'altra pratica ha lo stesso volo e la stessa data, con lo stesso nome, e-mail, telefono o codice di prenotazione"
    >
      possibile doppione
    </span>
  );
}
