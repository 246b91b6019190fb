import { useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useRevokeUploadLinks, type AdminClaim } from '../api/claims';

/** For a link that reached the wrong hands: every one sent so far stops working at once. */
export function RevokeUploadLinks({ claim }: { claim: AdminClaim }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeUploadLinks(claim.id);
  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: '✅ Link di caricamento revocati', description: `I link inviati per la pratica #${claim.practiceNumber} non funzionano più.` });
      },
      onError: (error) => toast({ title: '❌ Errore', description: problemMessage(error, 'Non è stato possibile revocare i link'), variant: 'destructive' }),
    });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Revoca link di caricamento
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revocare i link di caricamento?"
        description="Tutti i link per caricare documenti inviati finora al passeggero smetteranno di funzionare. Il passeggero potrà riceverne uno nuovo verificando lo stato della pratica con la sua email."
        confirmLabel="Revoca link"
        onConfirm={confirm}
        pending={revoke.isPending}
      />
    </>
  );
}
