import { useMutation } from '@tanstack/react-query';
import { ApiError, fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { pain001Url } from './api/billing';

/** The file's name as the server gives it, else one of our own. */
const fileNameOf = (response: Response, batchId: string) => /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `distinta-${batchId}.xml`;

async function download(batchId: string): Promise<void> {
  const response = await fetch(pain001Url(batchId), { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response, batchId) });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * «Scarica file SEPA»: fetched rather than linked, so a refusal (no company account configured, a
 * batch not approved) is shown to the operator in Italian instead of a page of JSON or nothing.
 */
export function SepaDownload({ batchId }: { batchId: string }) {
  const fetching = useMutation({ mutationFn: () => download(batchId) });
  return (
    <div className="space-y-1">
      <Button variant="outline" size="sm" onClick={() => fetching.mutate()} disabled={fetching.isPending}>
        {fetching.isPending ? 'Preparazione del file…' : 'Scarica file SEPA (pain.001)'}
      </Button>
      {fetching.isError && (
        <p className="text-sm text-red-700" role="alert">
          {fieldProblem(fetching.error, 'File non scaricato: riprova.')}
        </p>
      )}
    </div>
  );
}
