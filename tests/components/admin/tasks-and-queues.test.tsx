import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueSummaries, TaskList, TaskView } from '@/features/admin-tasks/api/tasks';
import { QueuesCard } from '@/features/admin-tasks/queues-card';
import { TasksTab } from '@/features/admin-tasks/tasks-tab';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

const task = (overrides: Partial<TaskView>): TaskView => ({
  id: '6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60',
  claimId: 7,
  practiceNumber: '480007',
  kind: 'enac_complaint',
  kindLabel: 'Reclamo ENAC',
  owner: 'op-1',
  ownerName: 'Giulia Verdi',
  dueOn: '2026-11-20',
  overdue: true,
  reason: 'Nessuna risposta da AZ a 6 settimane dall’invio del 01/10/2026',
  documentId: 'abc123',
  complaintBody: { shortName: 'ENAC', fullName: 'Ente Nazionale per l’Aviazione Civile', complaintUrl: 'https://www.enac.gov.it/passeggeri' },
  openedAt: '2026-11-13T08:00:00Z',
  completedAt: null,
  outcome: null,
  version: 1,
  ...overrides,
});

beforeEach(() => window.history.replaceState(null, '', '/admin'));
afterEach(() => vi.restoreAllMocks());

describe('the work queues and the tasks in the admin area', () => {
  it('when the dashboard opens, then each queue shows its count and ages, and a click lists its claims with links', async () => {
    const summaries: QueueSummaries = {
      today: '2026-11-24',
      queues: [
        { queue: 'mine', count: 3, oldestAgeDays: 12, medianAgeDays: 4 },
        { queue: 'unassigned', count: 0, oldestAgeDays: null, medianAgeDays: null },
        { queue: 'awaiting_airline', count: 1, oldestAgeDays: 30, medianAgeDays: 30 },
        { queue: 'overdue', count: 2, oldestAgeDays: 50, medianAgeDays: 20 },
        { queue: 'to_pay', count: 1, oldestAgeDays: 1, medianAgeDays: 1 },
      ],
    };
    mockFetch((url) => {
      if (url.pathname === '/api/admin/queues') return json(summaries);
      if (url.pathname === '/api/admin/queues/overdue/claims') return json({ queue: 'overdue', page: 1, pageSize: 50, items: [{ claimId: 9, practiceNumber: '480009', ageDays: 50, awaitingSince: null }] });
      return undefined;
    });
    renderWithClient(<QueuesCard />);

    const mine = await screen.findByRole('button', { name: /Le mie pratiche/ });
    expect(mine).toHaveTextContent('3');
    expect(mine).toHaveTextContent('più vecchia 12 giorni, mediana 4 giorni');
    expect(screen.getByRole('button', { name: /Da assegnare/ })).toHaveTextContent('mediana —');
    const overdue = screen.getByRole('button', { name: /Scadute/ });
    await userEvent.click(overdue);

    expect(overdue).toHaveAttribute('aria-pressed', 'true');
    const link = await screen.findByRole('link', { name: 'Pratica 480009' });
    expect(link).toHaveAttribute('href', '/admin/practice/9');
    expect(screen.getByText('Nessuna novità per il passeggero da 50 giorni')).toBeInTheDocument();
    expect(window.location.search).toContain('coda=overdue');
  });

  it('when the operator opens «Attività», then overdue tasks show in red with the complaint to open, and completing one sends its version', async () => {
    const bodies: { url: string; body: unknown; ifMatch: string | null }[] = [];
    const list: TaskList = { today: '2026-11-24', tasks: [task({}), task({ id: 'b2', kind: 'limitation_check', kindLabel: 'Verifica prescrizione', dueOn: '2026-12-01', overdue: false, documentId: null, complaintBody: null, claimId: 8, practiceNumber: '480008', version: 2 })] };
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/tasks') return json(list);
      if (url.pathname.endsWith('/complete') && init?.method === 'POST') {
        bodies.push({ url: url.pathname, body: JSON.parse(String(init.body)), ifMatch: new Headers(init.headers).get('if-match') });
        return json({ ...list.tasks[0], completedAt: '2026-11-24T10:00:00Z', version: 2 });
      }
      return undefined;
    });
    renderWithClient(<TasksTab />);

    const items = await screen.findAllByRole('listitem');
    const enac = items[0]!;
    expect(enac).toHaveTextContent('Reclamo ENAC');
    expect(within(enac).getByText(/Scaduta il/)).toHaveClass('text-red-700');
    expect(within(enac).getByRole('link', { name: 'Apri il reclamo precompilato (PDF)' })).toHaveAttribute('href', '/api/admin/documents/abc123/content');
    expect(within(enac).getByRole('link', { name: 'Pratica 480007' })).toHaveAttribute('href', '/admin/practice/7');
    expect(within(items[1]!).getByText(/Scade il/)).not.toHaveClass('text-red-700');
    expect(within(enac).getByRole('link', { name: 'Pagina dei reclami' })).toHaveAttribute('href', 'https://www.enac.gov.it/passeggeri');

    await userEvent.click(within(enac).getByRole('button', { name: 'Completa' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ url: '/api/admin/tasks/6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60/complete', body: {}, ifMatch: '"1"' }]));
  });

  it('when another state’s body is competent, then the task names it and links its complaint page, with no pre-filled complaint', async () => {
    const aesa = { shortName: 'AESA', fullName: 'Agencia Estatal de Seguridad Aérea', complaintUrl: 'https://www.seguridadaerea.gob.es' };
    mockFetch((url) => (url.pathname === '/api/admin/tasks' ? json({ today: '2026-11-24', tasks: [task({ kindLabel: 'Reclamo all’organismo nazionale', documentId: null, complaintBody: aesa })] }) : undefined));
    renderWithClient(<TasksTab />);

    const item = (await screen.findByText(/Reclamo all’organismo nazionale/)).closest('li');
    expect(item).toHaveTextContent('Organismo competente: AESA — Agencia Estatal de Seguridad Aérea');
    expect(within(item!).getByRole('link', { name: 'Pagina dei reclami' })).toHaveAttribute('href', 'https://www.seguridadaerea.gob.es');
    expect(within(item!).queryByRole('link', { name: /reclamo precompilato/ })).toBeNull();
  });
});
