import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { claimQuery } from '../api/claims';
import { SendEmailForm } from './send-email-form';

export interface CommunicationsTabProps {
  selectedClaimId: number | undefined;
  /** Takes the operator to the Pratiche tab to choose a claim. */
  onPickClaim: () => void;
}

export function CommunicationsTab({ selectedClaimId, onPickClaim }: CommunicationsTabProps) {
  const claim = useQuery({ ...claimQuery(selectedClaimId ?? 0), enabled: selectedClaimId !== undefined });
  if (selectedClaimId === undefined) {
    return (
      <Card className="space-y-3 text-center">
        <p className="text-slate-700">Seleziona una pratica dalla scheda Pratiche per inviare una comunicazione.</p>
        <Button variant="secondary" onClick={onPickClaim}>
          Vai alle pratiche
        </Button>
      </Card>
    );
  }
  return (
    <Card className="space-y-4">
      {claim.isPending ? (
        <Spinner />
      ) : claim.data ? (
        <h2 className="text-lg font-bold text-slate-900">
          Pratica #{claim.data.practiceNumber} · {claim.data.passengerName}
        </h2>
      ) : null}
      <SendEmailForm claimId={selectedClaimId} recipient={claim.data?.email} />
    </Card>
  );
}
