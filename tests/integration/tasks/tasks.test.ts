import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/platform/clock.js';
import { startDeadlineJob } from '../../../src/tasks/deadline-job.js';
import { openDueTasks } from '../../../src/tasks/index.js';
import { taskCommands } from '../../../src/tasks/task-commands.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDate, italianDaysAgo, RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { findAirportByIata } from '../../../src/airports/index.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { signMandate } from '../demands/demand-fixtures.js';
import { airlineReplied, DAY_MS, deadlineDeps, printedText, queueRow, sendToAirline } from './task-fixtures.js';

describe('the operators’ tasks: Reclamo ENAC, Verifica prescrizione, complete and reassign', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let giulia: OperatorClient;
  let marco: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    app = await startTestApp(database(), { COMPANY_NAME: 'RimborsoVolo24 S.r.l.' });
    giulia = await app.operator('operator', 'Giulia Verdi');
    marco = await app.operator('operator', 'Marco Neri');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
  });

  const openedTasks = async (claimId: number) => (await database().pool.query("SELECT data FROM events WHERE type = 'TaskOpened' AND (data->>'claimId')::bigint = $1", [claimId])).rows.map((row) => row.data);
  const tasksOf = async (claimId: number) => (await (await giulia.fetch(`/api/admin/flight-checks/${claimId}/tasks`)).json()).tasks as Record<string, unknown>[];

  it('when the airline has not answered 6 weeks after the letter, then a «Reclamo ENAC» task opens once, for the assigned operator, due in 7 days, with the complaint filled in for the passengers who signed; a claim with an answer gets none', async () => {
    const passengers = [
      { fullName: 'Ottavia Lanzetta', dateOfBirth: '1981-04-17', email: 'ottavia.lanzetta@example.it' },
      { fullName: 'Bruno Lanzetta', dateOfBirth: '1979-11-08', email: 'bruno.lanzetta@example.it' },
    ];
    const silent = await submit(app.url, claimBody(airports, { passengerName: 'Ottavia Lanzetta', email: 'ottavia.lanzetta@example.it', flightNumber: 'AZ 1234', passengers }));
    // Bruno never signs his own mandate: the complaint is not filed in his name.
    await signMandate(app, silent, 'Ottavia Lanzetta');
    const answered = await submit(app.url, claimBody(airports, { passengerName: 'Rosa Pittalis' }));
    expect((await giulia.fetch(`/api/admin/flight-checks/${silent.id}/assign`, { method: 'PUT', body: { operatorId: giulia.id } })).status).toBe(200);
    const sentAt = new Date(Date.now() - 60 * DAY_MS);
    await sendToAirline(app, silent.id, sentAt);
    await sendToAirline(app, answered.id, sentAt);
    await airlineReplied(app, answered.id, new Date(sentAt.getTime() + 20 * DAY_MS));
    await expect.poll(() => queueRow(database().pool, silent.id)).toMatchObject({ awaiting: true, assignee: giulia.id });
    await expect.poll(() => queueRow(database().pool, answered.id)).toMatchObject({ awaiting: false });
    const deps = deadlineDeps(app, database().pool);

    await openDueTasks(deps, new Date(sentAt.getTime() + 41 * DAY_MS));
    expect(await openedTasks(silent.id)).toEqual([]);

    const now = new Date(sentAt.getTime() + 43 * DAY_MS);
    await Promise.all([openDueTasks(deps, now), openDueTasks(deadlineDeps(app, database().pool), now)]);
    await openDueTasks(deps, new Date());

    expect(await openedTasks(answered.id)).toEqual([]);
    const opened = await openedTasks(silent.id);
    expect(opened).toHaveLength(1);
    const due = new Date(now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    expect(opened[0]).toMatchObject({ kind: 'enac_complaint', owner: giulia.id });
    expect(Math.abs(Date.parse(opened[0].dueOn) - Date.parse(due))).toBeLessThanOrEqual(DAY_MS); // the day is Italy's
    const [task] = await tasksOf(silent.id);
    expect(task).toMatchObject({ kindLabel: 'Reclamo ENAC', ownerName: 'Giulia Verdi', practiceNumber: silent.practiceNumber, overdue: true, complaintBody: { shortName: 'ENAC' } });

    const pdf = await giulia.fetch(`/api/admin/documents/${task!.documentId as string}/content`);
    expect(pdf.status).toBe(200);
    const text = await printedText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Ottavia Lanzetta');
    expect(text).not.toContain('Bruno Lanzetta');
    expect(text).toContain(`Volo AZ1234 del ${italianDate(RECENT_FLIGHT_DATE)}, da Roma Fiumicino (FCO) a New York JFK (JFK)`);
    expect(text).toContain('Compagnia aerea (vettore operativo): ITA Airways (AZ)');
    expect(text).toContain(`il ${sentAt.toISOString().slice(0, 10).split('-').reverse().join('/')}`);
    expect(text).toContain('la compagnia aerea non ha risposto');
    expect(text).toContain('Modalità di reclamo');
    expect(text).toContain('non riconosce la compensazione');
    expect(text).toContain('Ritardo. Arrivati a New York con 5 ore di ritardo');
  });

  it('when the airline is silent on a flight ENAC is not competent for, then the task names the departure state’s body and its complaint page, with no ENAC complaint; a flight from a third country into Italy stays ENAC’s', async () => {
    const [lis, nap] = await Promise.all(['LIS', 'NAP'].map(async (code) => (await findAirportByIata(database().pool, code))!.id));
    const route = (departureAirportId: number, arrivalAirportId: number, departureAirport: string, arrivalAirport: string) =>
      claimBody(airports, { departureAirportId, arrivalAirportId, departureAirport, arrivalAirport, flightNumber: 'TP 832' });
    const lisbonNaples = await submit(app.url, route(lis!, nap!, 'Lisbona (LIS)', 'Napoli (NAP)'));
    const parisNewYork = await submit(app.url, route(airports.CDG, airports.JFK, 'Parigi Charles de Gaulle (CDG)', 'New York JFK (JFK)'));
    const newYorkMilan = await submit(app.url, route(airports.JFK, airports.MXP, 'New York JFK (JFK)', 'Milano Malpensa (MXP)'));
    const sentAt = new Date(Date.now() - 50 * DAY_MS);
    for (const claim of [lisbonNaples, parisNewYork, newYorkMilan]) {
      await sendToAirline(app, claim.id, sentAt);
      await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ awaiting: true });
    }

    await openDueTasks(deadlineDeps(app, database().pool), new Date());

    const [portugal] = await tasksOf(lisbonNaples.id);
    expect(portugal).toMatchObject({
      kind: 'enac_complaint',
      kindLabel: 'Reclamo all’organismo nazionale',
      documentId: null,
      complaintBody: { shortName: 'ANAC', fullName: 'Autoridade Nacional da Aviação Civil', complaintUrl: 'https://www.anac.pt' },
    });
    const [france] = await tasksOf(parisNewYork.id);
    expect(france).toMatchObject({ kindLabel: 'Reclamo all’organismo nazionale', documentId: null, complaintBody: { shortName: 'DGAC' } });
    const [italy] = await tasksOf(newYorkMilan.id);
    expect(italy).toMatchObject({ kindLabel: 'Reclamo ENAC', documentId: expect.any(String), complaintBody: { shortName: 'ENAC', complaintUrl: 'https://www.enac.gov.it/passeggeri' } });
    const complaint = await printedText(new Uint8Array(await (await giulia.fetch(`/api/admin/documents/${italy!.documentId as string}/content`)).arrayBuffer()));
    expect(complaint).toContain('da New York JFK (JFK) a Milano Malpensa (MXP)');
  });

  it('when an open claim’s flight is more than 10 months old, then a «Verifica prescrizione» task opens once; recent flights and closed claims get none', async () => {
    const old = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(320) }));
    const recent = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(200) }));
    const closed = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(400) }));
    expect((await giulia.fetch(`/api/admin/flight-checks/${closed.id}/status`, { method: 'PUT', body: { adminStatus: 'rejected' } })).status).toBe(200);
    await expect.poll(() => queueRow(database().pool, old.id)).toMatchObject({ open: true });
    await expect.poll(() => queueRow(database().pool, recent.id)).toMatchObject({ open: true });
    await expect.poll(() => queueRow(database().pool, closed.id)).toMatchObject({ open: false });
    const deps = deadlineDeps(app, database().pool);

    await openDueTasks(deps, new Date());
    await openDueTasks(deps, new Date());

    expect(await openedTasks(recent.id)).toEqual([]);
    expect(await openedTasks(closed.id)).toEqual([]);
    const opened = await openedTasks(old.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ kind: 'limitation_check', owner: null, documentId: null });
    expect(opened[0].reason).toContain('verificare il termine');
    // Due the day before the first anniversary, at most 14 days away.
    expect(opened[0].dueOn <= italianDaysAgo(-14)).toBe(true);
    expect(opened[0].dueOn >= italianDaysAgo(-3)).toBe(true);
  });

  it('when two workers run the hourly pass at once, then each task opens once', async () => {
    const claim = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(340) }));
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: true });

    const stops = [startDeadlineJob(deadlineDeps(app, database().pool)), startDeadlineJob(deadlineDeps(app, database().pool))];
    await expect.poll(() => openedTasks(claim.id)).toHaveLength(1);
    await Promise.all(stops.map((stop) => stop()));

    expect(await openedTasks(claim.id)).toHaveLength(1);
  });

  it('when an operator reassigns and completes a task, then the lists follow; a stale version is 409, bad input 400, completing twice 409, no session 401', async () => {
    const claim = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(330) }));
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: true });
    await openDueTasks(deadlineDeps(app, database().pool), new Date());
    const [task] = await tasksOf(claim.id);
    expect(task).toMatchObject({ kind: 'limitation_check', owner: null, version: 1 });
    const id = task!.id as string;

    const badDate = await giulia.fetch(`/api/admin/tasks/${id}/assignment`, { method: 'PUT', body: { owner: marco.id, dueOn: '31/12/2026' } });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(await badDate.json())).toContain('Data non valida');
    expect((await giulia.fetch(`/api/admin/tasks/${id}/assignment`, { method: 'PUT', body: { owner: 'Marco', dueOn: italianDaysAgo(-5) } })).status).toBe(400);
    const past = await giulia.fetch(`/api/admin/tasks/${id}/assignment`, { method: 'PUT', body: { owner: marco.id, dueOn: italianDaysAgo(3) } });
    expect(past.status).toBe(400);
    expect(JSON.stringify(await past.json())).toContain('La scadenza non può essere nel passato');
    const unknown = await giulia.fetch(`/api/admin/tasks/${id}/assignment`, { method: 'PUT', body: { owner: '6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60', dueOn: italianDaysAgo(-5) } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('Operatore non trovato');
    expect((await giulia.fetch('/api/admin/tasks/non-un-id/complete', { method: 'POST', body: {} })).status).toBe(400);
    expect((await giulia.fetch('/api/admin/tasks?state=scadute')).status).toBe(400);
    expect((await fetch(`${app.url}/api/admin/tasks/${id}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);

    const reassigned = await giulia.fetch(`/api/admin/tasks/${id}/assignment`, { method: 'PUT', body: { owner: marco.id, dueOn: italianDaysAgo(-5) }, headers: { 'if-match': '"1"' } });
    expect(reassigned.status).toBe(200);
    expect(await reassigned.json()).toMatchObject({ owner: marco.id, ownerName: 'Marco Neri', dueOn: italianDaysAgo(-5), version: 2, overdue: false });
    const marcosTasks = (await (await marco.fetch('/api/admin/tasks?scope=mine&state=open')).json()).tasks as { id: string }[];
    expect(marcosTasks.map((each) => each.id)).toContain(id);
    expect(((await (await giulia.fetch('/api/admin/tasks?scope=mine')).json()).tasks as { id: string }[]).map((each) => each.id)).not.toContain(id);
    expect(((await (await giulia.fetch('/api/admin/tasks?scope=all&state=open')).json()).tasks as { id: string }[]).map((each) => each.id)).toContain(id);
    expect(((await (await marco.fetch('/api/admin/tasks?state=overdue')).json()).tasks as { id: string }[]).map((each) => each.id)).not.toContain(id);

    const stale = await marco.fetch(`/api/admin/tasks/${id}/complete`, { method: 'POST', body: { outcome: 'Verificato' }, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(409);
    const tooLong = await marco.fetch(`/api/admin/tasks/${id}/complete`, { method: 'POST', body: { outcome: 'x'.repeat(501) } });
    expect(tooLong.status).toBe(400);
    const completed = await marco.fetch(`/api/admin/tasks/${id}/complete`, { method: 'POST', body: { outcome: 'Termine italiano: si procede' }, headers: { 'if-match': '"2"' } });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ completedAt: expect.any(String), outcome: 'Termine italiano: si procede', version: 3 });
    const again = await marco.fetch(`/api/admin/tasks/${id}/complete`, { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('L’attività è già completata.');
    expect(((await (await marco.fetch('/api/admin/tasks?scope=mine&state=open')).json()).tasks as { id: string }[]).map((each) => each.id)).not.toContain(id);
    expect(((await (await marco.fetch('/api/admin/tasks?scope=mine&state=all')).json()).tasks as { id: string }[]).map((each) => each.id)).toContain(id);
    const actors: { type: string; actor: string }[] = [];
    for await (const event of app.store.readStream(`task-${id}`)) actors.push({ type: event.type, actor: event.metadata.actor.id });
    expect(actors).toEqual([
      { type: 'TaskOpened', actor: 'deadlines' },
      { type: 'TaskReassigned', actor: giulia.id },
      { type: 'TaskCompleted', actor: marco.id },
    ]);
  });

  it('when it is past midnight in Rome but not yet in UTC, then the due day an operator may choose starts from Rome’s today', async () => {
    const claim = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(335) }));
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: true });
    await openDueTasks(deadlineDeps(app, database().pool), new Date());
    const [task] = await tasksOf(claim.id);
    // 23:30 UTC on 27 November is 00:30 on 28 November in Rome.
    const commands = taskCommands({ ...deadlineDeps(app, database().pool), clock: fixedClock('2026-11-27T23:30:00.000Z') });
    const metadata = { actor: { kind: 'operator' as const, id: giulia.id }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: '2026-11-27T23:30:00.000Z' };

    await expect(commands.reassign(metadata, { taskId: task!.id as string, owner: null, dueOn: '2026-11-27' })).rejects.toThrow('La scadenza non può essere nel passato.');
    expect(await commands.reassign(metadata, { taskId: task!.id as string, owner: null, dueOn: '2026-11-28' })).toMatchObject({ dueOn: '2026-11-28', overdue: false });
  });
});
