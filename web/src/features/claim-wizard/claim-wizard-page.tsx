import { ClaimWizard } from './components/claim-wizard';
import { CompensationTable } from './components/compensation-table';
import { HelpPanel } from './components/help-panel';
import { PAGE_META } from '@/app/page-meta';
import { usePageMeta } from '@/components/layout/use-page-meta';

/** /verifica-rimborso: the five-step claim form (public spec §2). */
export default function ClaimWizardPage() {
  usePageMeta(PAGE_META['/verifica-rimborso']);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Verifica il tuo rimborso</h1>
        <p className="max-w-2xl text-slate-700">Rispondi a poche domande: ti diciamo subito quanto può valere la tua richiesta e apriamo la pratica. La verifica è gratuita.</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ClaimWizard />
        <HelpPanel />
      </div>
      <CompensationTable />
    </div>
  );
}
