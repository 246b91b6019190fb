import { useState } from 'react';
import { useLocation } from 'wouter';
import type { OpenWizard, WizardHandoff } from './wizard-handoff';

export const OPEN_WIZARD_FAILED = 'Non siamo riusciti ad aprire il modulo: controlla la connessione e riprova.';

/** Fills the wizard with what is known, then goes to it at the top of the page; `opening` while the airports are looked up. */
export function useOpenWizard(openWizard: OpenWizard) {
  const [, navigate] = useLocation();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = async (known: WizardHandoff) => {
    setState('opening');
    try {
      await openWizard(known);
    } catch {
      setState('failed');
      return;
    }
    navigate('/verifica-rimborso');
    window.scrollTo({ top: 0 });
  };
  return { open, opening: state === 'opening', failed: state === 'failed' };
}
