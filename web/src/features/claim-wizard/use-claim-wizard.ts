import { LEGAL_ACCEPTANCE_MESSAGE, PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@contracts/legal-texts';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useHydrated } from '@/components/use-hydrated';
import { fieldErrorsOf, useSubmitClaim, wasRefused, type SubmittedClaim } from './api/submit-claim';
import type { FlightScheduleItem } from './api/flight-schedules';
import type { Airport } from '@/components/airport-search';
import { italianToday } from './italian-today';
import { randomUuid } from '@/app/random-uuid';
import { clearProgress, EMPTY_PROGRESS, loadProgress, saveProgress, type CompanionData, type PassengerData, type WizardAnswers, type WizardProgress } from './wizard-progress';
import { LAST_STEP, type StepNumber } from './wizard-constants';
import { MAX_PASSENGERS } from '@contracts/claim-passengers';
import { toSubmission } from './wizard-estimate';
import type { IssueForm } from './wizard-issue';
import type { BoardingPassFill } from './boarding-pass/boarding-pass-fill';
import {
  consentErrors,
  firstInvalidStep,
  issueFieldOf,
  isStepValid,
  mapServerErrors,
  NO_CONSENTS,
  normaliseFlightNumber,
  passengerField,
  stepErrors,
  type Consents,
  type FieldErrors,
  type FieldName,
} from './wizard-validation';

const INCOMPLETE = { title: 'Completa questo passo', description: 'Compila tutti i campi richiesti prima di continuare', variant: 'destructive' } as const;
const CONSENTS_MISSING = { title: 'Completa questo passo', description: LEGAL_ACCEPTANCE_MESSAGE, variant: 'destructive' } as const;

/** Which field each change touches, so a server error on it goes once the passenger edits it. */
const PASSENGER_FIELDS: Record<keyof PassengerData, FieldName> = {
  name: 'name',
  email: 'email',
  dateOfBirth: passengerField(0, 'dateOfBirth'),
  phone: 'phone',
  issueType: 'issueType',
  issueDetails: 'issueDetails',
};

/** Saved progress, never past a step that is no longer valid (a stale date, an edited entry). */
function restoreProgress(): WizardProgress {
  const saved = loadProgress();
  const blocking = firstInvalidStep(saved, italianToday(), saved.step);
  return blocking === null ? saved : { ...saved, step: blocking };
}

export function useClaimWizard() {
  const hydrated = useHydrated();
  const [progress, setProgress] = useState<WizardProgress>(() => (hydrated ? restoreProgress() : EMPTY_PROGRESS));
  /** Saved progress is read once the page is interactive: the pre-rendered HTML shows an empty wizard. */
  const [restored, setRestored] = useState(hydrated);
  const [result, setResult] = useState<SubmittedClaim | null>(null);
  /** Steps whose client errors are shown: the passenger tried to leave them. */
  const [attempted, setAttempted] = useState<ReadonlySet<StepNumber>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  /** The last step's two boxes: asked at every submission, never saved with the progress. */
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  /** Counts refused sends for want of a box, so the step can move the focus to the first one left. */
  const [consentsRefused, setConsentsRefused] = useState(0);
  const submission = useSubmitClaim();
  const today = italianToday();

  // Every change is saved (spec §3 "Saved form progress"); a sent claim leaves nothing behind.
  useEffect(() => {
    if (restored) return;
    setProgress(restoreProgress());
    setRestored(true);
  }, [restored]);

  useEffect(() => {
    if (!restored) return;
    if (result) clearProgress();
    else saveProgress(progress);
  }, [progress, result, restored]);

  const dropServerErrors = (fields: FieldName[]) =>
    setServerErrors((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as FieldName))) : current));

  const update = (change: Partial<WizardProgress>, fields: FieldName[]) => {
    setProgress((current) => ({ ...current, ...change }));
    dropServerErrors(fields);
  };

  const errorsFor = (step: StepNumber): FieldErrors => {
    const client = { ...stepErrors(step, progress, today), ...(step === 5 ? consentErrors(consents) : {}) };
    const shown = Object.fromEntries(Object.entries(client).filter(([field]) => attempted.has(step) || touched.has(field as FieldName)));
    return { ...shown, ...serverErrors };
  };

  const canReach = (target: StepNumber) => !result && (target <= progress.step || firstInvalidStep(progress, today, target) === null);

  const goTo = (target: StepNumber) => {
    if (result) return;
    if (target <= progress.step) {
      setProgress((current) => ({ ...current, step: target }));
      return;
    }
    const blocking = firstInvalidStep(progress, today, target);
    if (blocking !== null) {
      setAttempted((current) => new Set(current).add(blocking));
      toast(INCOMPLETE);
      if (blocking !== progress.step) setProgress((current) => ({ ...current, step: blocking }));
      return;
    }
    setProgress((current) => ({
      ...current,
      step: target,
      completedSteps: [...new Set([...current.completedSteps, ...([1, 2, 3, 4] as const).filter((step) => step < target)])].sort(),
    }));
  };

  const next = () => {
    if (!isStepValid(progress.step, progress, today)) {
      setAttempted((current) => new Set(current).add(progress.step));
      toast(INCOMPLETE);
      return;
    }
    if (progress.step < LAST_STEP) goTo((progress.step + 1) as StepNumber);
  };

  const submit = () => {
    if (submission.isPending || result) return;
    const blocking = firstInvalidStep(progress, today);
    if (blocking !== null) {
      setAttempted((current) => new Set(current).add(blocking));
      setProgress((current) => ({ ...current, step: blocking }));
      toast(INCOMPLETE);
      return;
    }
    // A duration that does not read as one (the answers that decide the amount) is fixed before sending.
    if (!isStepValid(5, progress, today)) {
      setAttempted((current) => new Set(current).add(5));
      toast(INCOMPLETE);
      return;
    }
    if (Object.keys(consentErrors(consents)).length > 0) {
      setAttempted((current) => new Set(current).add(5));
      setConsentsRefused((count) => count + 1);
      toast(CONSENTS_MISSING);
      return;
    }
    // One key per submission attempt, saved before the request leaves: a reload or a retry reuses it.
    const idempotencyKey = progress.idempotencyKey ?? randomUuid();
    const withKey = { ...progress, idempotencyKey };
    saveProgress(withKey);
    setProgress(withKey);
    setServerErrors({});
    submission.mutate(
      { claim: toSubmission(withKey, { acceptedTerms: TERMS_VERSION, acknowledgedPrivacy: PRIVACY_NOTICE_VERSION }), idempotencyKey },
      {
        onSuccess: (claim) => {
          clearProgress();
          setResult(claim);
          toast({ title: 'Richiesta inviata!', description: `Numero di pratica: ${claim.practiceNumber}` });
        },
        onError: (error) => {
          toast({ title: 'Errore', description: 'Non siamo riusciti a inviare la richiesta', variant: 'destructive' });
          // Refused (4xx): no claim exists under this key, so a corrected retry gets a fresh one.
          // Network failure or 5xx: the claim may exist; the retry must carry the same key.
          if (wasRefused(error)) setProgress((current) => ({ ...current, idempotencyKey: null }));
          const { fields, firstStep } = mapServerErrors(fieldErrorsOf(error));
          setServerErrors(fields);
          if (firstStep !== null) setProgress((current) => ({ ...current, step: firstStep }));
        },
      },
    );
  };

  // A listed flight belongs to its route and day: changing either drops it.
  const actions = {
    setDeparture: (departure: Airport | null) => {
      if (departure?.id !== progress.departure?.id) update({ departure, selectedFlight: null }, ['departure', 'arrival', 'flight']);
    },
    setArrival: (arrival: Airport | null) => {
      if (arrival?.id !== progress.arrival?.id) update({ arrival, selectedFlight: null }, ['departure', 'arrival', 'flight']);
    },
    setFlightDate: (flightDate: string) => update({ flightDate, selectedFlight: null }, ['flightDate', 'flight']),
    chooseFlight: (selectedFlight: FlightScheduleItem) => update({ selectedFlight, manualFlightNumber: '' }, ['flight']),
    // Typing a flight number replaces any flight chosen from the list (spec §5).
    setManualFlightNumber: (value: string) => update({ manualFlightNumber: normaliseFlightNumber(value), selectedFlight: null }, ['flight']),
    setPassenger: (change: Partial<PassengerData>) => {
      setProgress((current) => ({ ...current, passenger: { ...current.passenger, ...change } }));
      dropServerErrors((Object.keys(change) as (keyof PassengerData)[]).map((key) => PASSENGER_FIELDS[key]));
    },
    setBookingReference: (bookingReference: string) => update({ bookingReference }, ['bookingReference']),
    // The pass's airports replace the chosen ones, even when unknown to us (the passenger then picks them):
    // an airport of an earlier trip must not stay beside this pass's flight. Its other fields fill what they can.
    fillFromBoardingPass: (fill: BoardingPassFill) => {
      setProgress((current) => ({
        ...current,
        departure: fill.departure,
        arrival: fill.arrival,
        flightDate: fill.flightDate || current.flightDate,
        selectedFlight: null,
        manualFlightNumber: fill.flightNumber || current.manualFlightNumber,
        passenger: { ...current.passenger, name: fill.passengerName || current.passenger.name },
        bookingReference: fill.bookingReference || current.bookingReference,
      }));
      dropServerErrors(['departure', 'arrival', 'flightDate', 'flight', 'name', 'bookingReference']);
    },
    addCompanion: () =>
      setProgress((current) =>
        current.companions.length + 1 >= MAX_PASSENGERS ? current : { ...current, companions: [...current.companions, { key: randomUuid(), fullName: '', dateOfBirth: '', email: '', ownTicket: '' }] },
      ),
    setCompanion: (key: string, change: Partial<Omit<CompanionData, 'key'>>) => {
      const index = progress.companions.findIndex((companion) => companion.key === key) + 1;
      setProgress((current) => ({ ...current, companions: current.companions.map((companion) => (companion.key === key ? { ...companion, ...change } : companion)) }));
      dropServerErrors((Object.keys(change) as (keyof typeof change)[]).map((field) => passengerField(index, field === 'ownTicket' ? 'travelledFree' : field)));
    },
    // The passengers after the one removed move up one place: errors named by place no longer fit them.
    removeCompanion: (key: string) => {
      setProgress((current) => ({ ...current, companions: current.companions.filter((companion) => companion.key !== key) }));
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('passengers'))));
    },
    setAnswer: (question: keyof WizardAnswers, answer: WizardAnswers[keyof WizardAnswers]) => {
      setProgress((current) => ({ ...current, answers: { ...current.answers, [question]: answer } }));
      dropServerErrors([question]);
    },
    setIssue: (change: Partial<IssueForm>) => {
      setProgress((current) => ({ ...current, issue: { ...current.issue, ...change } }));
      dropServerErrors((Object.keys(change) as (keyof IssueForm)[]).map(issueFieldOf));
    },
    setConsent: (box: keyof Consents, checked: boolean) => {
      setConsents((current) => ({ ...current, [box]: checked }));
      dropServerErrors([box]);
    },
    touch: (field: FieldName) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
  };

  const startOver = () => {
    submission.reset();
    setResult(null);
    setAttempted(new Set());
    setTouched(new Set());
    setServerErrors({});
    setConsents(NO_CONSENTS);
    setProgress(EMPTY_PROGRESS);
  };

  /** Passed once and still valid: the circle shows a tick. */
  const isDone = (step: StepNumber) => progress.completedSteps.includes(step) && isStepValid(step, progress, today);

  return { progress, today, result, consents, consentsRefused, errorsFor, canReach, isDone, goTo, startOver, next, submit, submitting: submission.isPending, ...actions };
}
