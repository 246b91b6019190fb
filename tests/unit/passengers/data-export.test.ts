import { describe, expect, it } from 'vitest';
import type { DocumentView } from '../../../src/contracts/documents.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { EXPORT_FILES_MAX_BYTES, exportedFiles, passengerDataExport } from '../../../src/passengers/data-export.js';
import { renderDataExportPdf } from '../../../src/passengers/data-export-pdf.js';
import { printedText } from '../../support/pdf-text.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

const OPERATOR = { kind: 'operator', id: '7f1c2a4e-0000-4000-8000-000000000001' };
const PASSENGER = { kind: 'passenger', id: '482913' };
let sequence = 0;
const event = (type: string, data: unknown, actor: { kind: string; id: string } = OPERATOR): RecordedEvent =>
  ({ id: `event-${++sequence}`, type, data, metadata: { actor, requestedAt: `2026-11-0${Math.min(9, sequence)}T10:00:00.000Z`, correlationId: 'c', causationId: 'c' }, createdAt: new Date() }) as unknown as RecordedEvent;

const submitted = event(
  'ClaimSubmitted',
  {
    claimId: 12,
    practiceNumber: '482913',
    passengerName: 'Lucia Ferrari',
    email: 'lucia.ferrari@example.it',
    phone: null,
    flightNumber: 'AZ610',
    flightDate: '2026-10-03',
    departureAirportId: 1,
    arrivalAirportId: 2,
    departureAirport: 'Roma Fiumicino (FCO)',
    arrivalAirport: 'New York JFK (JFK)',
    departureIata: 'FCO',
    arrivalIata: 'JFK',
    issueType: 'delay',
    issueDetails: 'Cinque ore di ritardo',
    ipAddress: '203.0.113.9',
    refererUrl: null,
  },
  PASSENGER,
);

const view = (id: string, fileSize: number, extra: Partial<DocumentView> = {}): DocumentView =>
  ({ id, originalName: `${id}.pdf`, fileTypeLabel: 'Altro documento', fileSize, description: null, uploadedBy: 'user', status: 'pending', rejectionReason: null, createdAt: '2026-11-01T10:00:00.000Z', fileDeletedAt: null, ...extra }) as DocumentView;

describe('the passenger’s copy of their claim', () => {
  it('when the history holds internal events besides the passenger’s, then the copy has the payouts, invoices and e-mails to them, and none of the internal ones', () => {
    const history = [
      submitted,
      event('AdminNotesChanged', { from: null, to: 'Nota interna: cliente difficile' }),
      event('ClaimAssigned', { from: null, to: 'Giulia Verdi' }),
      event('CommunicationRecorded', { communicationId: 'x', kind: 'call', subject: null, content: 'Chiamata interna', recipient: null }),
      event('EmailRequested', { emailRequestId: 'r1', recipient: 'lucia.ferrari@example.it', subject: 'Ci serve un documento', message: 'Gentile Lucia, ci serve la carta d’imbarco.' }),
      event('EmailSent', { emailRequestId: 'r1', templateId: null, templateType: null, recipient: 'Lucia.Ferrari@example.it', subject: 'Ci serve un documento', messageId: 'm1' }, { kind: 'system', id: 'email-worker' }),
      event('OperatorNotified', { emailRequestId: 'r2', recipient: 'giulia.verdi@rimborsovolo24.it', subject: 'Nuovo messaggio', messageId: 'm2' }, { kind: 'system', id: 'email-worker' }),
      event('InvoiceIssued', { invoiceNumber: '2026/0007', year: 2026, sequence: 7, passengerId: 1, imponibileCents: 15_000, ivaCents: 3_300, totalCents: 18_300, compensationCents: 60_000, issuedOn: '2026-11-05', documentId: 'd1', sha256: 'x' }),
      event('PayoutSent', { batchId: 'b1', passengerId: 1, amountCents: 41_700, executedOn: '2026-11-07' }),
    ];

    const exported = passengerDataExport(EVENT_CATALOG, history, [], { included: new Map(), notes: new Map() }, '2026-11-09T10:00:00.000Z')!;

    expect(exported.emails).toEqual([{ subject: 'Ci serve un documento', message: 'Gentile Lucia, ci serve la carta d’imbarco.', at: expect.any(String) }]);
    expect(exported.invoices).toEqual([expect.objectContaining({ invoiceNumber: '2026/0007', totalCents: 18_300 })]);
    expect(exported.payouts).toEqual([{ passengerId: 1, amountCents: 41_700, executedOn: '2026-11-07' }]);
    expect(exported.timeline.map((entry) => entry.title)).toContainEqual(expect.stringMatching(/^Bonifico inviato: 417,00\s€$/));
    const text = JSON.stringify(exported);
    for (const hidden of ['Nota interna', 'Giulia', 'Chiamata interna', 'giulia.verdi', OPERATOR.id, 'assignedTo', 'adminNotes']) expect(text).not.toContain(hidden);
  });

  it('when the files together exceed the cap, or one was deleted, then those are listed with the reason and left out of the ZIP', () => {
    const views = [view('a', 10 * 1024 * 1024), view('gone', 100, { fileDeletedAt: '2026-11-02T00:00:00.000Z' }), view('b', 10 * 1024 * 1024), view('c', EXPORT_FILES_MAX_BYTES), view('d', 1024)];

    const { files, notes } = exportedFiles(views);

    expect(files).toEqual([
      { documentId: 'a', path: 'documenti/01-a.pdf' },
      { documentId: 'b', path: 'documenti/03-b.pdf' },
      { documentId: 'd', path: 'documenti/05-d.pdf' },
    ]);
    expect(notes.get('gone')).toContain('cancellato al termine del periodo di conservazione');
    expect(notes.get('c')).toContain('supera la dimensione massima');
  });

  it('when a file’s name has path separators or odd characters, then its place in the ZIP stays inside «documenti» with a safe name', () => {
    const { files } = exportedFiles([view('x', 10, { originalName: '../../etc/passwd déjà vu?.pdf' })]);

    expect(files[0]!.path).toBe('documenti/01-etc-passwd-deja-vu-.pdf');
  });

  it('when a message is one long word with letters outside Latin-1, then the PDF prints it cut into lines, its first 500 characters and a pointer to the JSON', async () => {
    const exported = passengerDataExport(EVENT_CATALOG, [submitted, event('MessagePosted', { messageId: 'm', author: 'passenger', text: `Čapek 東京 ${'x'.repeat(5_000)}` }, PASSENGER)], [], { included: new Map(), notes: new Map() }, '2026-11-09T10:00:00.000Z')!;

    const text = await printedText(await renderDataExportPdf(exported));

    expect(text).toContain('Tu: Capek ?? xxxxxxxx');
    expect(text.replaceAll(' ', '')).toContain(`${'x'.repeat(400)}`);
    expect(text.replaceAll(' ', '')).not.toContain(`${'x'.repeat(500)}`);
    expect(text).toContain('(testo completo nel file JSON)');
    expect(exported.messages[0]!.text).toHaveLength(5_009); // the JSON keeps it whole
  });

  it('when a passenger has written a thousand long messages, then the PDF shows only the last hundred, each cut short, and renders in a moment', async () => {
    const messages = Array.from({ length: 1_000 }, (_, index) => event('MessagePosted', { messageId: `m${index}`, author: 'passenger', text: `Messaggio ${index} ${'parola '.repeat(700)}` }, PASSENGER));
    const exported = passengerDataExport(EVENT_CATALOG, [submitted, ...messages], [], { included: new Map(), notes: new Map() }, '2026-11-09T10:00:00.000Z')!;

    const started = performance.now();
    const text = await printedText(await renderDataExportPdf(exported));

    expect(performance.now() - started).toBeLessThan(1_500);
    expect(text).toContain('Sono mostrati gli ultimi 100 di 1000: tutti sono nel file JSON.');
    expect(text).toContain('Messaggio 999');
    expect(text).not.toContain('Messaggio 899 ');
  });
});
