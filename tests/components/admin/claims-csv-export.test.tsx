import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimList } from '@/features/admin-claims/api/claims';
import { ClaimsTab } from '@/features/admin-claims/claims-list/claims-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const empty: ClaimList = { items: [], total: 0, totalIsLowerBound: false, page: 1, pageSize: 25, silenceDays: 7 };

afterEach(() => vi.restoreAllMocks());

describe('the claim list’s CSV export', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin?tab=pratiche&stato=under_review&q=rossi'));

  it('when the list is filtered, then «Esporta CSV» downloads the whole list with the same filters', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/flight-checks' ? json(empty) : undefined));
    renderWithClient(<ClaimsTab selectedClaimId={undefined} onSelectClaim={() => {}} />);

    const link = await screen.findByRole('link', { name: 'Esporta CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/flight-checks/export.csv?q=rossi&status=under_review');
    expect(link).toHaveAttribute('download');
  });
});
