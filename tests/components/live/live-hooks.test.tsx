import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/api-client';
import { useLiveClaim } from '@/features/admin-claims/claim-detail/use-live-claim';
import { useLiveUpdates } from '@/features/passenger-area/use-live-updates';

/** The browser's EventSource as far as the hooks use it: tests play the server's messages. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  claim(claimId: number, id = '1/1') {
    this.dispatchEvent(new MessageEvent('claim', { data: JSON.stringify({ claimId }), lastEventId: id }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

let fetches = 0;

function Fetches({ queryKey, label }: { queryKey: unknown[]; label: string }) {
  const fetched = useQuery({ queryKey, queryFn: async () => ++fetches });
  return <p>{`${label}: ${fetched.dataUpdatedAt ? 'caricato' : 'in attesa'}`}</p>;
}

function PassengerArea() {
  useLiveUpdates();
  return <Fetches queryKey={['passenger', 'claims']} label="pratiche" />;
}

function ClaimPage({ claimId }: { claimId: number }) {
  useLiveClaim(claimId);
  return <Fetches queryKey={['admin', 'claim', claimId]} label="pratica" />;
}

describe('live updates in the pages', () => {
  it('when the passenger area hears a claim changed, then it fetches its data again; unmounted, it closes the stream', async () => {
    const client = createQueryClient();
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <PassengerArea />
      </QueryClientProvider>,
    );
    await screen.findByText('pratiche: caricato');
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/passenger/events');
    const before = client.getQueryData<number>(['passenger', 'claims'])!;

    source!.claim(7);
    await waitFor(() => expect(client.getQueryData<number>(['passenger', 'claims'])).toBeGreaterThan(before));

    unmount();
    expect(source!.closed).toBe(true);
  });

  it('when the operators’ claim page hears its claim changed, then the claim’s queries are fetched again, another claim’s and past versions are not', async () => {
    const client = createQueryClient();
    client.setQueryData(['admin', 'claim', 12, 'as-of', 3], { version: 3 });
    client.setQueryData(['admin', 'claim', 13], { id: 13 });
    render(
      <QueryClientProvider client={client}>
        <ClaimPage claimId={12} />
      </QueryClientProvider>,
    );
    await screen.findByText('pratica: caricato');
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/admin/flight-checks/12/events');
    const before = client.getQueryData<number>(['admin', 'claim', 12])!;

    source!.claim(12);
    await waitFor(() => expect(client.getQueryData<number>(['admin', 'claim', 12])).toBeGreaterThan(before));
    expect(client.getQueryState(['admin', 'claim', 12, 'as-of', 3])!.isInvalidated).toBe(false);
    expect(client.getQueryState(['admin', 'claim', 13])!.isInvalidated).toBe(false);
  });
});
