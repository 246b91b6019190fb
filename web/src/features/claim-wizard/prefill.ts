import { italianToday } from './italian-today';
import { EMPTY_PROGRESS, saveProgress, type WizardProgress } from './wizard-progress';
import { firstInvalidStep } from './wizard-validation';

/**
 * Opens the wizard with what another page already knows (the landing's flight check): the saved
 * progress the wizard restores on load, started afresh so nothing of an older attempt mixes in.
 * Unless told, it opens on the first step still to answer, the steps before it marked done, so the
 * passenger sees what was filled and goes on from there.
 */
export function prefillWizard(known: Partial<WizardProgress>): void {
  const progress: WizardProgress = { ...EMPTY_PROGRESS, ...known, idempotencyKey: null };
  const step = known.step ?? firstInvalidStep(progress, italianToday()) ?? 5;
  const completedSteps = known.completedSteps ?? ([1, 2, 3, 4] as const).filter((done) => done < step);
  saveProgress({ ...progress, step, completedSteps });
}
