import type { Router } from 'express';
import { z } from 'zod';
import { CLAIM_EVENT_TYPES, claimStream, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../../claims/contract.js';
import { notificationPreferenceBody, type NotificationPreferences } from '../../contracts/notification-preferences.js';
import { foldEvents, type Decider } from '../../platform/event-store/command-handler.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { currentPassenger, type PassengerGuard } from '../../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../../platform/http/problem.js';
import { hashedKey, type RateLimits } from '../../platform/http/rate-limit.js';
import { createRouter } from '../../platform/http/router.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import type { FollowUpDeps } from './follow-up-deps.js';
import { addressPreference, changeAddressPreference } from './preferences.js';
import { unsubscribeClaimId } from './unsubscribe-token.js';

export const unsubscribeQuery = z.object({ t: z.string('Link di disiscrizione non valido').min(1, 'Link di disiscrizione non valido').max(500, 'Link di disiscrizione non valido') });
const FORGED_LINK = () => new HttpProblem(400, 'Link non valido', 'Il link di disiscrizione non è valido. Usa il link dell’ultima email ricevuta, oppure scegli le tue preferenze nell’area riservata.');
export const UNSUBSCRIBED_MESSAGE = 'Fatto: da ora ti scriveremo solo per le comunicazioni essenziali sulle tue pratiche (conferme, messaggi degli operatori e pagamenti). Puoi cambiare idea quando vuoi dalla tua area riservata.';

/** Each change is recorded on every claim of the address: a passenger cannot grow their streams without end. */
export const PREFERENCE_CHANGES_PER_HOUR = 10;

const claimFold: Decider<ClaimState, never, ClaimEvent> = { initialState: initialClaimState, eventTypes: CLAIM_EVENT_TYPES, evolve: evolveClaim, decide: () => [] };

/**
 * The passenger's notification preference (GET/PUT /api/passenger/preferences, behind their session
 * and, on PUT, its CSRF token) and the one-click unsubscribe of the e-mails' List-Unsubscribe header
 * (POST /api/passenger/unsubscribe?t=…, RFC 8058: the signed token is the only credential; a GET, from
 * a mail client that only opens links, goes to the page that asks to confirm). The unsubscribe is not
 * limited: it only ever records «essential only», so it appends again only after a change back,
 * which the limit on PUT counts.
 */
export function passengerPreferencesRouter(deps: Pick<FollowUpDeps, 'pool' | 'store' | 'executeCommand' | 'addressClaims' | 'unsubscribeKey'>, gate: PassengerGuard, limits: RateLimits): Router {
  const router = createRouter();
  const changesPerPassenger = limits.limit({
    name: 'passenger-preference-changes',
    limit: PREFERENCE_CHANGES_PER_HOUR,
    windowSeconds: 3_600,
    refusal: { title: 'Troppe modifiche', detail: 'Hai cambiato le preferenze sulle email molte volte in poco tempo.' },
  });

  router.get('/api/passenger/preferences', gate.requirePassenger, async (_request, response) => {
    const { email } = currentPassenger(response);
    response.set('Cache-Control', 'private, no-store').json({ preference: await addressPreference(deps, email) } satisfies NotificationPreferences);
  });

  router.put('/api/passenger/preferences', gate.requirePassenger, async (request, response) => {
    const { email } = currentPassenger(response);
    const { preference } = parseInput(notificationPreferenceBody, request.body ?? {});
    await changesPerPassenger.consume(hashedKey(email));
    response.json((await changeAddressPreference(deps, email, preference, new Date())) satisfies NotificationPreferences);
  });

  router.get('/api/passenger/unsubscribe', (request, response) => {
    const { t } = parseInput(unsubscribeQuery, request.query);
    response.redirect(303, `/disiscrizione?${new URLSearchParams({ t })}`);
  });

  router.post('/api/passenger/unsubscribe', async (request, response) => {
    const { t } = parseInput(unsubscribeQuery, request.query);
    const claimId = unsubscribeClaimId(t, deps.unsubscribeKey);
    if (claimId === undefined) throw FORGED_LINK();
    const events: RecordedEvent[] = [];
    for await (const event of deps.store.readStream(claimStream(claimId))) events.push(event);
    const { state: claim } = foldEvents(events, claimFold);
    // An erased claim has no address left to write to: nothing to change, and nothing to tell.
    if (claim.exists && !claim.personalDataErasedAt && claim.email !== ERASED_PERSONAL_DATA) await changeAddressPreference(deps, claim.email, 'essential_only', new Date());
    response.set('Cache-Control', 'no-store').json({ preference: 'essential_only', message: UNSUBSCRIBED_MESSAGE });
  });

  return router;
}
