import LandingPage from '@/features/landing/landing-page';
import type { WizardHandoff } from '@/features/landing/flight-check/wizard-handoff';

// The wizard's code comes only when the passenger goes on into it.
const openWizard = (known: WizardHandoff) => import('./wizard-handoff').then(({ handOffToWizard }) => handOffToWizard(known));

/** Home page (/): the landing, whose flight check hands what it found to the claim wizard. */
export default function LandingRoute() {
  return <LandingPage openWizard={openWizard} />;
}
