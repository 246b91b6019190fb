import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Spinner } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { claimQuery } from '../api/claims';
import { ClaimFacts } from '../claim-actions/claim-facts';
import { CommunicationsPanel } from '../communications/communications-panel';
import { StatusPanel } from '../claim-actions/status-panel';

/** 'Gestisci': the request dialog with its three tabs. */
export function ClaimDialog({ claimId, onClose }: { claimId: number; onClose: () => void }) {
  const claim = useQuery(claimQuery(claimId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={claim.data ? `Pratica #${claim.data.practiceNumber}` : 'Pratica'} description={claim.data?.passengerName} className="max-w-5xl">
        {claim.isPending && <Spinner />}
        {claim.isError && <p className="text-red-700">{claim.error.message}</p>}
        {claim.data && (
          <Tabs defaultValue="dettagli">
            <TabsList>
              <TabsTrigger value="dettagli">Dettagli completi</TabsTrigger>
              <TabsTrigger value="stato">Gestione dello stato</TabsTrigger>
              <TabsTrigger value="comunicazioni">Comunicazioni</TabsTrigger>
            </TabsList>
            <TabsContent value="dettagli">
              <ClaimFacts claim={claim.data} />
            </TabsContent>
            <TabsContent value="stato">
              <StatusPanel key={claim.data.version} claim={claim.data} />
            </TabsContent>
            <TabsContent value="comunicazioni">
              <CommunicationsPanel claim={claim.data} />
            </TabsContent>
          </Tabs>
        )}
        <div className="mt-6 text-right">
          <Link href={`/admin/practice/${claimId}`} className="font-semibold text-brand-700 underline">
            Apri pagina completa
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
