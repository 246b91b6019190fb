import { describe, expect, it } from 'vitest';
import { claimsTouched } from '../../../src/live/claim-live-projection.js';
import { LiveHub, type ClaimLiveRow, type LiveSubscriber } from '../../../src/live/live-hub.js';
import { createLogger } from '../../../src/platform/logger.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import type { Projection } from '../../../projections/projection.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

const compare = (a: string, b: string) => Number(a) - Number(b);

function hubWith(rows: ClaimLiveRow[] = [], readModelsAt: (position: string, names?: readonly string[]) => Promise<unknown> = async () => true) {
  const table = new Map(rows.map((row) => [row.claimId, row]));
  const hub = new LiveHub({ compare, readRows: async (ids) => ids.flatMap((id) => (table.has(id) ? [table.get(id)!] : [])), readModelsAt, logger: createLogger('silent') });
  return { hub, table };
}

function subscriber(audience: LiveSubscriber['audience'], claimIds: number[], lastEventId?: string) {
  const heard: string[] = [];
  const subscriber: LiveSubscriber = {
    audience,
    claimIds,
    lastEventId,
    deliver: ({ claimId, position }) => heard.push(`claim ${claimId} @${position}`),
    baseline: (position) => heard.push(`start @${position}`),
  };
  return { subscriber, heard };
}

/** The hub's work here is promise continuations only: all of them have run by the event loop's next turn. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the live hub', () => {
  it('when a claim changes, then its passengers hear only of passenger-visible changes and its operators of every change, once each', async () => {
    const { hub } = hubWith([{ claimId: 1, position: '10', visible: '10' }]);
    const passenger = subscriber('passenger', [1, 2]);
    const operator = subscriber('operator', [1]);
    const stranger = subscriber('passenger', [3]);
    for (const { subscriber: s } of [passenger, operator, stranger]) hub.subscribe(s);
    await settle();

    hub.notice({ claimId: 1, position: '11', visible: null }); // an internal note
    hub.notice({ claimId: 1, position: '12', visible: '12' }); // a status change
    hub.notice({ claimId: 1, position: '12', visible: '12' }); // the same, again
    await settle();

    expect(passenger.heard).toEqual(['start @10', 'claim 1 @12']);
    expect(operator.heard).toEqual(['start @10', 'claim 1 @11', 'claim 1 @12']);
    expect(stranger.heard).toEqual([]);
  });

  it('when a client reconnects with Last-Event-ID, then the changes after it are sent in position order, and nothing before it', async () => {
    const { hub } = hubWith([
      { claimId: 1, position: '30', visible: '25' },
      { claimId: 2, position: '20', visible: '20' },
      { claimId: 3, position: '5', visible: '5' },
    ]);
    const passenger = subscriber('passenger', [1, 2, 3], '10');
    hub.subscribe(passenger.subscriber);
    await settle();
    expect(passenger.heard).toEqual(['claim 2 @20', 'claim 1 @25']);
  });

  it('when the listener was away, then a re-sync sends what changed since, a claim first heard of included', async () => {
    const { hub, table } = hubWith([{ claimId: 1, position: '10', visible: '10' }]);
    const passenger = subscriber('passenger', [1, 2]);
    hub.subscribe(passenger.subscriber);
    await settle();
    table.set(1, { claimId: 1, position: '14', visible: '13' });
    table.set(2, { claimId: 2, position: '12', visible: '12' });
    hub.resync();
    await settle();
    expect(passenger.heard).toEqual(['start @10', 'claim 2 @12', 'claim 1 @13']);
  });

  it('when the read models have not applied a change yet, then nobody hears of it until they have', async () => {
    let applied = () => {};
    const { hub } = hubWith([], (position) => (position === '7' ? new Promise<void>((resolve) => (applied = resolve)) : Promise.resolve()));
    const operator = subscriber('operator', [1]);
    hub.subscribe(operator.subscriber);
    await settle();
    hub.notice({ claimId: 1, position: '7', visible: '7' });
    await settle();
    expect(operator.heard).toEqual([]);
    applied();
    await settle();
    expect(operator.heard).toEqual(['claim 1 @7']);
  });

  it('when a change concerns no read model still to apply, then it is forwarded without waiting; one that does waits for that one only', async () => {
    const waitedFor: (readonly string[] | undefined)[] = [];
    const { hub } = hubWith([], async (_position, names) => void waitedFor.push(names));
    const operator = subscriber('operator', [1]);
    hub.subscribe(operator.subscriber);
    await settle();
    hub.notice({ claimId: 1, position: '4', visible: '4', readModels: [] });
    await settle();
    hub.notice({ claimId: 1, position: '5', visible: '5', readModels: ['claim_documents'] });
    await settle();
    expect(operator.heard).toEqual(['claim 1 @4', 'claim 1 @5']);
    expect(waitedFor).toEqual([['claim_documents']]);
  });

  it('when a client has gone, then it hears nothing more', async () => {
    const { hub } = hubWith();
    const operator = subscriber('operator', [1]);
    const unsubscribe = hub.subscribe(operator.subscriber);
    await settle();
    unsubscribe();
    hub.notice({ claimId: 1, position: '3', visible: '3' });
    await settle();
    expect(operator.heard).toEqual([]);
    expect(hub.subscriptions).toBe(0);
  });
});

describe('the claims a batch touched', () => {
  const event = (stream: string, type: string, position: string, appliedInline?: string[]) => ({ stream, type, position, metadata: { appliedInline } }) as unknown as RecordedEvent;

  const readModel = (name: string, handles: (event: RecordedEvent) => boolean, inline = false) => ({ kind: 'projection', name, handles, inline, schema: '', tables: [], apply: async () => {} }) as Projection;
  const readModels = [readModel('claims', () => true, true), readModel('claim_documents', (e) => e.type.startsWith('Document'))];

  it('when a batch holds several events of several claims, then each claim is named once, at its last event and its last passenger-visible one, other streams left out', () => {
    const touched = claimsTouched([
      event('claim-1', 'ClaimStatusChanged', '1/1'),
      event('claim-2', 'ClaimSubmitted', '1/2'),
      event('claim-1', 'AdminNotesChanged', '1/3'),
      event('email-template-4', 'EmailTemplateChanged', '1/4'),
      event('claim-2', 'ClaimAssigned', '1/5'),
    ], EVENT_CATALOG);
    expect(touched).toEqual([
      { claimId: 1, position: '1/3', visible: '1/1', readModels: [] },
      { claimId: 2, position: '1/5', visible: '1/2', readModels: [] },
    ]);
  });

  it('when the read models the pages read were applied in the append or handle none of the events, then the notice names none to wait for', () => {
    const touched = claimsTouched(
      [
        event('claim-1', 'ClaimStatusChanged', '1/1', ['claims']),
        event('claim-2', 'DocumentUploaded', '1/2', ['claims']),
        event('claim-3', 'ClaimAssigned', '1/3'), // appended where nothing is applied inline (EventStoreDB)
      ],
      EVENT_CATALOG,
      readModels,
    );
    expect(touched.map((notice) => notice.readModels)).toEqual([[], ['claim_documents'], ['claims']]);
  });
});
