import { describe, expect, it, vi } from 'vitest';
import type { InvoicingDeps } from '../../../src/invoicing/deps.js';
import { eInvoiceDrawingReactor } from '../../../src/invoicing/reactors.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { ADULT, COMPANY } from './fixtures.js';

const issued = (customer: unknown): RecordedEvent =>
  ({
    id: '5a0e7c1e-8f4b-4c55-9d52-0d6a8a1f7b10',
    stream: 'claim-42',
    type: 'InvoiceIssued',
    version: 5n,
    data: { invoiceNumber: '2026/0001', year: 2026, sequence: 1, passengerId: 1, imponibileCents: 10_000, ivaCents: 2_200, totalCents: 12_200, compensationCents: 40_000, issuedOn: '2026-11-20', documentId: 'd', sha256: 's', ...(customer ? { customer } : {}) },
    metadata: { actor: { kind: 'system', id: 'billing' }, correlationId: 'c', causationId: 'c', requestedAt: '2026-11-20T10:00:00.000Z' },
  }) as unknown as RecordedEvent;

function depsWith(company = COMPANY) {
  const executeCommand = vi.fn(async () => ({ events: [], state: {}, version: 0n, stateVersion: 0n }));
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return { deps: { company, executeCommand, logger } as unknown as InvoicingDeps, executeCommand, logger };
}

describe('drawing the electronic invoice of billing’s invoice', () => {
  it('when the customer is valid, then the document is drawn on the customer’s stream under an id fixed by the billing event', async () => {
    const { deps, executeCommand } = depsWith();
    await eInvoiceDrawingReactor(deps).react(issued(ADULT));
    expect(executeCommand).toHaveBeenCalledWith(expect.objectContaining({ stream: 'e-invoices-42-1', eventIds: [expect.any(String)] }));
  });

  it('when the invoice predates customer data, then nothing is drawn and the log says so without personal data', async () => {
    const { deps, executeCommand, logger } = depsWith();
    await eInvoiceDrawingReactor(deps).react(issued(undefined));
    expect(executeCommand).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith({ claimId: 42, passengerId: 1, invoiceNumber: '2026/0001' }, expect.stringContaining('no electronic invoice'));
  });

  it('when only this customer’s data fail the schema, then it is logged by element, never by value, and the next invoices are not held up', async () => {
    const { deps, executeCommand, logger } = depsWith();
    await eInvoiceDrawingReactor(deps).react(issued({ ...ADULT, address: { ...ADULT.address, postalCode: '2012' } }));
    expect(executeCommand).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ invoiceNumber: '2026/0001', reason: expect.stringContaining('CAP') }), expect.any(String));
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('2012');
  });

  it('when the company’s details are still placeholders, then the reactor fails and keeps its place until they are set', async () => {
    const { deps, executeCommand } = depsWith({ ...COMPANY, vatNumber: 'da impostare (COMPANY_VAT_NUMBER)' });
    await expect(eInvoiceDrawingReactor(deps).react(issued(ADULT))).rejects.toThrow('COMPANY_');
    expect(executeCommand).not.toHaveBeenCalled();
  });
});
