import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/card';
import { previewQuery } from './api/email-templates';

const PREVIEW_DELAY_MS = 400;

/** The e-mail as the server renders it with the sample values (compensation 600 €, today's date, the company name). */
export function TemplatePreview({ subject, content }: { subject: string; content: string }) {
  const [draft, setDraft] = useState({ subject, content });
  useEffect(() => {
    const timer = setTimeout(() => setDraft({ subject, content }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [subject, content]);
  const preview = useQuery({ ...previewQuery(draft), enabled: draft.content.trim() !== '' });

  if (draft.content.trim() === '') return <p className="text-sm text-slate-600">Scrivi il contenuto del template per vederne l'anteprima.</p>;
  if (preview.isPending) return <Spinner label="Anteprima in preparazione..." />;
  if (preview.isError) return <p className="text-red-700">Anteprima non disponibile: {preview.error.message}</p>;
  return (
    <div className="space-y-3" aria-label="Anteprima email">
      <p className="text-sm">
        <span className="text-slate-600">Oggetto: </span>
        <strong>{preview.data.subject}</strong>
      </p>
      {preview.data.unknownVariables.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          Variabili sconosciute: {preview.data.unknownVariables.join(', ')}
        </p>
      )}
      <iframe title="Anteprima del messaggio" sandbox="" srcDoc={preview.data.html} className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}
