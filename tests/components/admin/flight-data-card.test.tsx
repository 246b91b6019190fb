import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '@contracts/monitoring';
import { OverviewTab } from '@/features/admin-console/overview-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const stats = (apiCalls: AdminStats['apiCalls']): AdminStats => ({
  flightChecks: { total: 0, pending: 0, underReview: 0, processing: 0, approved: 0, completed: 0, rejected: 0 },
  documents: { total: 0, verified: 0 },
  communications: { sent: 0 },
  apiCalls,
  recentCalls: [],
});

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('the flight-data card of the dashboard', () => {
  it('shows «—» for the success rate and the response time before the first call, not a rate of 100%', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/stats' ? json(stats({ total: 0, successful: 0, failed: 0, successRate: 100, averageResponseTime: 0 })) : undefined));
    renderWithClient(<OverviewTab />);
    await screen.findByText('Servizio dati voli');
    expect(figure('Tasso di successo')).toBe('—');
    expect(figure('Tempo medio di risposta')).toBe('—');
    expect(screen.getByText('Nessuna chiamata registrata')).toBeInTheDocument();
  });

  it('shows the measured figures once there are calls', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/stats' ? json(stats({ total: 3, successful: 2, failed: 1, successRate: 66.7, averageResponseTime: 412.4 })) : undefined));
    renderWithClient(<OverviewTab />);
    await screen.findByText('Servizio dati voli');
    expect(figure('Tasso di successo')).toBe('66,7%');
    expect(figure('Tempo medio di risposta')).toBe('412 ms');
  });
});
