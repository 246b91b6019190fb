import { EMPTY_PROGRESS, saveProgress, type WizardProgress } from './wizard-progress';

/**
 * Opens the wizard with what another page already knows (the landing's flight check): the saved
 * progress the wizard restores on load, started afresh so nothing of an older attempt mixes in.
 */
export function prefillWizard(known: Partial<WizardProgress>): void {
  saveProgress({ ...EMPTY_PROGRESS, ...known, idempotencyKey: null });
}
