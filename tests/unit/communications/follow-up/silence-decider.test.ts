import { describe, expect, it } from 'vitest';
import { silenceDecider as deciderFor, type SilenceCommand } from '../../../../src/communications/follow-up/silence-decider.js';
import { EVENT_CATALOG } from '../../../../src/event-catalog.js';

const silenceDecider = deciderFor(EVENT_CATALOG.newsTypes);

const DAY_MS = 86_400_000;
const T0 = Date.parse('2026-11-01T09:00:00.000Z');
const at = (days: number) => new Date(T0 + days * DAY_MS).toISOString();

type Given = { type: string; data: unknown; at: string };
const submitted: Given = { type: 'ClaimSubmitted', data: { claimId: 1 }, at: at(0) };

/** given(events at their times).when(a pass at `days`) → the events decided. */
function decideAfter(events: Given[], days: number, silenceDays = 7) {
  const state = events.reduce((current, event) => silenceDecider.evolve(current, { type: event.type, data: event.data }, event.at), silenceDecider.initialState);
  const command: SilenceCommand = { type: 'RequestSilenceUpdate', now: at(days), silenceDays };
  return silenceDecider.decide(command, state);
}

describe('the silence update decision', () => {
  it('when nothing the passenger sees has happened for SILENCE_DAYS, then an update is requested with the whole days', () => {
    expect(decideAfter([submitted], 8.5)).toEqual([{ type: 'SilenceUpdateRequested', data: { silentDays: 8 } }]);
    expect(decideAfter([submitted], 7)).toEqual([{ type: 'SilenceUpdateRequested', data: { silentDays: 7 } }]);
  });

  it('when less than SILENCE_DAYS have passed, then nothing is requested', () => {
    expect(decideAfter([submitted], 6.9)).toEqual([]);
    expect(decideAfter([submitted], 2.5, 3)).toEqual([]);
  });

  it('when another module’s visible event (a document, an e-mail, a message, an earlier update) happened within the period, then nothing is requested', () => {
    for (const type of ['DocumentUploaded', 'EmailSent', 'MessagePosted', 'SilenceUpdateRequested']) {
      expect(decideAfter([submitted, { type, data: {}, at: at(3) }], 8)).toEqual([]);
    }
  });

  it('when only events the passenger does not see happened, then the silence counts from the last one they saw', () => {
    const notes = { type: 'AdminNotesChanged', data: { from: null, to: 'chiamare' }, at: at(5) };
    expect(decideAfter([submitted, notes], 8)).toEqual([{ type: 'SilenceUpdateRequested', data: { silentDays: 8 } }]);
  });

  it('when an older event is recorded after a newer one, then the newer time still counts', () => {
    expect(decideAfter([submitted, { type: 'EmailSent', data: {}, at: at(5) }, { type: 'DocumentVerified', data: {}, at: at(1) }], 8)).toEqual([]);
  });

  it('when the claim is completed or rejected, or its passenger erased, or it does not exist, then nothing is requested', () => {
    for (const to of ['completed', 'rejected']) expect(decideAfter([submitted, { type: 'ClaimStatusChanged', data: { from: 'pending', to }, at: at(0) }], 30)).toEqual([]);
    expect(decideAfter([submitted, { type: 'PersonalDataErased', data: {}, at: at(0) }], 30)).toEqual([]);
    expect(decideAfter([], 30)).toEqual([]);
  });

  it('when a closed claim is reopened, then its silence counts again from the reopening', () => {
    const closed = { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'rejected' }, at: at(1) };
    const reopened = { type: 'ClaimStatusChanged', data: { from: 'rejected', to: 'under_review' }, at: at(2) };
    expect(decideAfter([submitted, closed, reopened], 9.5)).toEqual([{ type: 'SilenceUpdateRequested', data: { silentDays: 7 } }]);
  });
});
