import { DO_IT_YOURSELF_TEXTS, LETTER_LANGUAGE_LABELS, LETTER_LANGUAGES } from '@contracts/do-it-yourself';
import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, PenLine } from 'lucide-react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { doItYourselfQuery, useChooseOurService } from './api/do-it-yourself';
import { formatDate } from './format';

/** A claim the passenger follows on their own: the letter in either language, the carrier's form, the deadline and the way back to us. */
export function ClaimDoItYourself({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const view = useQuery(doItYourselfQuery(claimId));
  const handBack = useChooseOurService(claimId, csrfToken);
  return (
    <Card aria-labelledby="fai-da-te" className="space-y-4">
      <h3 id="fai-da-te" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <PenLine className="size-5 text-brand-700" aria-hidden="true" />
        Fai da te, gratis
      </h3>
      {view.isPending && <Spinner label="Caricamento..." />}
      {view.isError && (
        <div role="alert" className="text-red-900">
          <p>Non siamo riusciti a caricare la lettera.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void view.refetch()}>
            Riprova
          </Button>
        </div>
      )}
      {view.data?.letterLinks && (
        <>
          <p className="text-slate-700">
            Hai scelto di reclamare da te con {view.data.offer?.carrierName ?? 'la compagnia'}. {DO_IT_YOURSELF_TEXTS.price}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {LETTER_LANGUAGES.map((language) => (
              <Button key={language} asChild variant="secondary">
                <a href={view.data.letterLinks![language]} download>
                  <Download className="size-4" aria-hidden="true" />
                  Scarica la lettera ({LETTER_LANGUAGE_LABELS[language]})
                </a>
              </Button>
            ))}
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>
              Inviala{' '}
              {view.data.offer?.claimsWebFormUrl ? (
                <a className="inline-flex items-center gap-1 font-semibold text-brand-700 underline" href={view.data.offer.claimsWebFormUrl} target="_blank" rel="noreferrer noopener">
                  con il modulo reclami della compagnia
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(si apre in una nuova scheda)</span>
                </a>
              ) : (
                'per PEC o raccomandata con ricevuta di ritorno'
              )}{' '}
              con la carta d’imbarco, un documento d’identità e la prenotazione.
            </li>
            {view.data.answerDueOn && <li>La compagnia dovrebbe risponderti entro il {formatDate(view.data.answerDueOn)}.</li>}
            {view.data.enforcementBody && (
              <li>
                Se non risponde, puoi presentare reclamo a{' '}
                <a className="font-semibold text-brand-700 underline" href={view.data.enforcementBody.complaintUrl} target="_blank" rel="noreferrer noopener">
                  {view.data.enforcementBody.shortName}
                </a>
                .
              </li>
            )}
          </ul>
          <div className="space-y-2 rounded-xl bg-brand-50 p-4">
            <p className="font-semibold text-slate-900">{DO_IT_YOURSELF_TEXTS.handBack}</p>
            <p className="text-sm text-slate-700">{DO_IT_YOURSELF_TEXTS.ours} Dopo, ti chiediamo di firmare il mandato.</p>
            <Button onClick={() => handBack.mutate()} disabled={handBack.isPending}>
              {handBack.isPending ? 'Un momento...' : 'Affidaci la pratica'}
            </Button>
            {handBack.isError && (
              <p role="alert" className="text-sm text-red-900">
                {problemMessage(handBack.error, 'Non siamo riusciti a registrare la scelta: riprova.')}
              </p>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
