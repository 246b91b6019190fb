import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { streamOf } from '../privacy/fixtures.js';
import { claimWorth, COMPANY_ENV, emailedLink, giveAccountInArea, giveAccountThroughLink, INVOICE_DATA, ITALIAN_IBAN, passengerOf, pay, putThroughLink, signMandates } from './billing-fixtures.js';

const TWO_ADULTS = [
  { fullName: 'Maria Rossi', dateOfBirth: '1980-04-02', email: 'coppia@example.it' },
  { fullName: 'Luca Rossi', dateOfBirth: '1979-08-15', email: 'luca.rossi@example.it' },
];

describe('money received, passenger by passenger: allocations, several payments, vouchers and refusals', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database(), { ...COMPANY_ENV, INVOICE_SERIES: '' });
    operator = await app.operator('operator', 'Giulia Verdi');
  });
  afterAll(async () => {
    await app?.close();
  });

  const version = async (claimId: number) => (await streamOf(app, claimId)).length;
  const couple = (email: string, unsigned: number[] = []) =>
    claimWorth(app, database().pool, operator, 400, { email, passengers: TWO_ADULTS.map((passenger, index) => (index === 0 ? { ...passenger, email } : passenger)) }, unsigned);
  const billing = async (claimId: number) => (await operator.fetch(`/api/admin/flight-checks/${claimId}/billing`)).json();
  /** Maria in the area, Luca through his own link: each their account, codice fiscale and address. */
  const mariasAccount = (email: string, claimId: number) =>
    giveAccountInArea(app, database().pool, claimId, email, 'Maria Rossi', ITALIAN_IBAN, { codiceFiscale: 'RSSMRA80D42H501J', address: { street: 'Via Roma 1', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' } });
  const lucasAccount = (claimId: number) =>
    giveAccountThroughLink(app, operator, claimId, 2, { iban: 'DE89370400440532013000', accountHolder: 'Luca Rossi', codiceFiscale: 'RSSLCU79M15F205Z', address: { street: 'Corso Buenos Aires 10', postalCode: '20124', city: 'Milano', province: 'MI' } });
  const coupleWithAccounts = async (email: string) => {
    const claim = await couple(email);
    await mariasAccount(email, claim.id);
    await lucasAccount(claim.id);
    return claim;
  };

  it('when two passengers claim 400 € each and the airline pays 400 €, then each receives 200 €, is invoiced 61 € and is owed 139 €, not 278 €', async () => {
    const claim = await coupleWithAccounts('coppia@example.it');
    const paid = await pay(operator, claim.id, { amount: 400 });
    expect(paid.status).toBe(201);
    const view = await paid.json();
    expect(view).toMatchObject({ totalCents: 80_000, receivedCents: 40_000 });
    expect(view.airlinePayments[0].allocations).toEqual([{ passengerId: 1, amountCents: 20_000 }, { passengerId: 2, amountCents: 20_000 }]);
    expect(view.passengers.map((passenger: Record<string, unknown>) => [passenger.receivedCents, passenger.feeCents, passenger.netCents])).toEqual([
      [20_000, 6_100, 13_900],
      [20_000, 6_100, 13_900],
    ]);
    expect(view.invoices.map((invoice: { passengerId: number; totalCents: number }) => [invoice.passengerId, invoice.totalCents])).toEqual([
      [1, 6_100],
      [2, 6_100],
    ]);
    // The panel reads the read model: what it shows after a fresh GET is the same.
    expect(await billing(claim.id)).toEqual(view);
    // The claim's page and the list show the compensation obtained: what the airline paid.
    expect((await (await operator.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).actualCompensation).toBe(400);
    const list = await (await operator.fetch('/api/admin/flight-checks?pageSize=100')).json();
    expect(list.items.find((item: { id: number }) => item.id === claim.id).actualCompensation).toBe(400);

  });

  it('when the airline paid but the passengers have not given codice fiscale and address, then no invoice yet; when each gives them, then their invoice is issued', async () => {
    const claim = await couple('in-attesa@example.it');
    const paid = await pay(operator, claim.id, { amount: 400 });
    expect(paid.status).toBe(201);
    const view = await paid.json();
    expect(view.passengers.map((passenger: { receivedCents: number; feeCents: number }) => [passenger.receivedCents, passenger.feeCents])).toEqual([
      [20_000, 6_100],
      [20_000, 6_100],
    ]);
    expect(view.invoices).toEqual([]);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'InvoiceIssued')).toEqual([]);
    // Issuing by hand does not get round it: the invoice still waits.
    expect((await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/invoices`, { method: 'POST' })).json()).invoices).toEqual([]);

    await mariasAccount('in-attesa@example.it', claim.id);
    const invoiced = async () => (await billing(claim.id)).invoices.map((invoice: { passengerId: number; totalCents: number }) => [invoice.passengerId, invoice.totalCents]);
    expect(await invoiced()).toEqual([[1, 6_100]]);
    await lucasAccount(claim.id);
    expect(await invoiced()).toEqual([
      [1, 6_100],
      [2, 6_100],
    ]);
    const customers = (await streamOf(app, claim.id)).filter((event) => event.type === 'InvoiceIssued').map((event) => (event.data as { customer: { fullName: string; codiceFiscale: string } }).customer);
    expect(customers.map((customer) => [customer.fullName, customer.codiceFiscale])).toEqual([
      ['Maria Rossi', 'RSSMRA80D42H501J'],
      ['Luca Rossi', 'RSSLCU79M15F205Z'],
    ]);
  });

  it('when each adult gives their own account (the contact in the area, the co-passenger through their own link), then each is paid to their own and a batch freezes both', async () => {
    const claim = await couple('conti@example.it');
    await pay(operator, claim.id, { amount: 400 });
    const ready = async () => (await (await operator.fetch('/api/admin/payouts/ready')).json()).payouts.filter((payout: { claimId: number }) => payout.claimId === claim.id);
    const blocked = async () => (await (await operator.fetch('/api/admin/payouts/blocked')).json()).payouts.filter((payout: { claimId: number }) => payout.claimId === claim.id);
    expect(await blocked()).toEqual([
      { claimId: claim.id, practiceNumber: claim.practiceNumber, passengerId: 1, fullName: 'Maria Rossi', owedCents: 13_900, blockers: ['no_invoice', 'no_bank_details'] },
      { claimId: claim.id, practiceNumber: claim.practiceNumber, passengerId: 2, fullName: 'Luca Rossi', owedCents: 13_900, blockers: ['no_invoice', 'no_bank_details'] },
    ]);
    const contact = await passengerOf(app, database().pool, 'conti@example.it');
    const mine = { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', codiceFiscale: 'rssmra80d42h501j', address: { street: 'Via Roma 1', postalCode: '00184', city: 'Roma', province: 'rm' } };
    const before = await version(claim.id);
    const badCode = await contact(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { ...mine, codiceFiscale: 'RSSMRA80D42H501X' } });
    expect(badCode.status).toBe(400);
    expect(JSON.stringify(await badCode.json())).toContain('Codice fiscale non valido');
    const badAddress = await contact(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { ...mine, address: { ...mine.address, postalCode: '184' } } });
    expect(JSON.stringify(await badAddress.json())).toContain('Il CAP italiano ha 5 cifre');
    expect(await version(claim.id)).toBe(before);

    expect((await contact(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: mine })).status).toBe(200);
    expect((await ready()).map((payout: { passengerId: number }) => payout.passengerId)).toEqual([1]);
    expect((await blocked()).map((payout: { passengerId: number }) => payout.passengerId)).toEqual([2]);
    const view = await billing(claim.id);
    expect(view.passengers.map((passenger: { ibanMasked: string | null; state: string }) => [passenger.ibanMasked, passenger.state])).toEqual([
      ['IT60 **** **** 3456', 'ready'],
      [null, 'awaiting_invoice'],
    ]);

    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/bank-details-link`, { method: 'POST', body: { passengerId: 2 } })).status).toBe(202);
    const { token } = await emailedLink(app, claim.id);
    const page = await (await fetch(`${app.url}/api/bank-details?t=${encodeURIComponent(token)}`)).json();
    expect(page.passengers).toEqual([{ passengerId: 2, state: 'awaiting_invoice', paidOn: null }]);
    const lucas = await putThroughLink(app, token, { iban: 'DE89370400440532013000', accountHolder: 'Luca Rossi', codiceFiscale: 'RSSLCU79M15F205Z', address: { street: 'Corso Buenos Aires 10', postalCode: '20124', city: 'Milano', province: 'MI' } });
    expect(lucas.status).toBe(200);
    expect(await lucas.json()).toMatchObject({ ibanMasked: 'DE89 **** **** 3000' });
    const given = (await streamOf(app, claim.id)).filter((event) => event.type === 'BankDetailsProvided').map((event) => event.data as Record<string, unknown>);
    expect(given.map((data) => [data.passengerId, data.codiceFiscale, (data.address as { city: string }).city])).toEqual([
      [1, 'RSSMRA80D42H501J', 'Roma'],
      [2, 'RSSLCU79M15F205Z', 'Milano'],
    ]);
    const raw = await database().pool.query("SELECT data::text AS data FROM events WHERE type = 'BankDetailsProvided'");
    expect(raw.rows.map((row) => row.data).join()).not.toContain('RSSLCU79M15F205Z');

    expect((await ready()).map((payout: { amountCents: number }) => payout.amountCents)).toEqual([13_900, 13_900]);
    const batch = await (await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }, { claimId: claim.id, passengerId: 2 }] } })).json();
    const admin = await app.operator('admin', 'Anna Neri');
    expect((await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    const pain = await (await operator.fetch(`/api/admin/payout-batches/${batch.id}/pain.001`)).text();
    expect(pain).toContain(ITALIAN_IBAN);
    expect(pain).toContain('DE89370400440532013000');
  });

  it('when one adult has not signed and the airline paid only the other’s share, then «Da pagare» says what blocks each, and no payout goes to the unsigned until they sign', async () => {
    const claim = await couple('firma@example.it', [2]);
    await mariasAccount('firma@example.it', claim.id);
    await lucasAccount(claim.id);
    const ready = async () => (await (await operator.fetch('/api/admin/payouts/ready')).json()).payouts.filter((payout: { claimId: number }) => payout.claimId === claim.id).map((payout: { passengerId: number }) => payout.passengerId);
    const blocked = async () =>
      (await (await operator.fetch('/api/admin/payouts/blocked')).json()).payouts
        .filter((payout: { claimId: number }) => payout.claimId === claim.id)
        .map((payout: { passengerId: number; blockers: string[] }) => [payout.passengerId, payout.blockers]);

    expect((await pay(operator, claim.id, { amount: 400, bankReference: 'AZ 1', allocations: [{ passengerId: 1, amountCents: 40_000 }] })).status).toBe(201);
    expect(await ready()).toEqual([1]);
    expect(await blocked()).toEqual([[2, ['no_airline_payment', 'no_mandate']]]);

    expect((await pay(operator, claim.id, { amount: 400, bankReference: 'AZ 2', receivedOn: '2026-11-09' })).status).toBe(201);
    expect(await blocked()).toEqual([[2, ['no_mandate']]]);
    expect(await ready()).toEqual([1]);
    expect((await billing(claim.id)).passengers.map((passenger: { state: string }) => passenger.state)).toEqual(['ready', 'awaiting_mandate']);
    const batchesBefore = (await database().pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'PayoutBatchCreated'")).rows[0].n;
    const refused = await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 2 }] } });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('non ha firmato il mandato');
    expect((await database().pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'PayoutBatchCreated'")).rows[0].n).toBe(batchesBefore);

    await signMandates(app, claim, [1]);
    expect(await blocked()).toEqual([]);
    expect(await ready()).toEqual([1, 2]);
  });

  it('when the operator allocates the payment by hand, then each passenger gets that share; a second payment adds up and is invoiced on what came in since', async () => {
    const claim = await coupleWithAccounts('mano@example.it');
    const first = await pay(operator, claim.id, { amount: 500, bankReference: 'AZ 1', allocations: [{ passengerId: 1, amountCents: 40_000 }, { passengerId: 2, amountCents: 10_000 }] });
    expect(first.status).toBe(201);
    expect((await first.json()).passengers.map((passenger: { receivedCents: number }) => passenger.receivedCents)).toEqual([40_000, 10_000]);

    const second = await pay(operator, claim.id, { amount: 300, bankReference: 'AZ 2', receivedOn: '2026-11-09' });
    expect(second.status).toBe(201);
    const view = await second.json();
    expect(view.receivedCents).toBe(80_000);
    expect(view.passengers.map((passenger: { receivedCents: number; feeCents: number }) => [passenger.receivedCents, passenger.feeCents])).toEqual([
      [40_000, 12_200],
      [40_000, 12_200],
    ]);
    // Luca's second invoice is on the 300 € that came in on 9 November, and his two invoices add up to 122 €.
    const lucas = view.invoices.filter((invoice: { passengerId: number }) => invoice.passengerId === 2);
    expect(lucas.map((invoice: { totalCents: number }) => invoice.totalCents)).toEqual([3_050, 9_150]);
    const issued = (await streamOf(app, claim.id)).filter((event) => event.type === 'InvoiceIssued').map((event) => event.data as { passengerId: number; compensationCents: number; feeCollectedOn: string });
    expect(issued.filter((invoice) => invoice.passengerId === 2).map((invoice) => [invoice.compensationCents, invoice.feeCollectedOn])).toEqual([
      [10_000, '2026-11-02'],
      [30_000, '2026-11-09'],
    ]);
  });

  it('when allocations do not add up, one is negative or above the claim, a passenger is unknown, or the claim is rejected or erased, then it is refused in Italian and nothing is appended', async () => {
    const claim = await couple('rifiuti@example.it');
    const before = await version(claim.id);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ amount: 400, allocations: [{ passengerId: 1, amountCents: 30_000 }, { passengerId: 2, amountCents: 5_000 }] }, 400, 'Ripartizione: le quote sommano 350,00 €, ma il pagamento è di 400,00 €'],
      [{ amount: 400, allocations: [{ passengerId: 1, amountCents: 50_000 }, { passengerId: 2, amountCents: -10_000 }] }, 400, 'Ripartizione: una quota non può essere negativa'],
      [{ amount: 500, allocations: [{ passengerId: 1, amountCents: 50_000 }] }, 400, 'Ripartizione: la quota di Maria Rossi supera quanto può ancora ricevere'],
      [{ amount: 100, allocations: [{ passengerId: 3, amountCents: 10_000 }] }, 400, 'Ripartizione: il passeggero 3 non è in questa pratica'],
      [{ amount: 801 }, 400, 'L’importo supera quanto resta da ricevere per la pratica'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await pay(operator, claim.id, body);
      expect(refused.status).toBe(status);
      const problem = await refused.json();
      expect(JSON.stringify(problem).replaceAll('\u00a0', ' ')).toContain(message);
      expect(JSON.stringify(problem.errors ?? [])).toMatch(/"field":"(allocations|amount)/);
    }
    expect(await version(claim.id)).toBe(before);

    const rejected = await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { adminStatus: 'rejected' } });
    expect(rejected.status).toBe(200);
    const afterRejection = await version(claim.id);
    const onRejected = await pay(operator, claim.id, { amount: 400 });
    expect(onRejected.status).toBe(409);
    expect((await onRejected.json()).detail).toContain('La pratica è stata respinta');
    expect(await version(claim.id)).toBe(afterRejection);
  });

  it('when a passenger was paid out, then a new share for them is refused and nothing is appended; the default rule gives the next payment to the others', async () => {
    const claim = await couple('pagati@example.it');
    await pay(operator, claim.id, { amount: 500, bankReference: 'AZ 1', allocations: [{ passengerId: 1, amountCents: 40_000 }, { passengerId: 2, amountCents: 10_000 }] });
    const contact = await passengerOf(app, database().pool, 'pagati@example.it');
    await contact(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA } });
    const batch = await (await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } })).json();
    const admin = await app.operator('admin', 'Anna Bianchi');
    expect((await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    expect((await operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' })).status).toBe(200);
    expect(batch.items).toEqual([expect.objectContaining({ passengerId: 1, amountCents: 27_800 })]);

    const before = await version(claim.id);
    const refused = await pay(operator, claim.id, { amount: 10, bankReference: 'AZ 2', allocations: [{ passengerId: 1, amountCents: 1_000 }] });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toContain('Maria Rossi ha già ricevuto il bonifico');
    expect(await version(claim.id)).toBe(before);

    const lookup = async () => (await (await fetch(`${app.url}/api/practice-status?practiceNumber=${claim.practiceNumber}&email=pagati@example.it`)).json()).status;
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { adminStatus: 'approved' } })).status).toBe(200);
    // Luca still waits for his 100 €: approved, not yet «Pagata».
    expect(await lookup()).toBe('approved');

    const toTheOther = await (await pay(operator, claim.id, { amount: 100, bankReference: 'AZ 3' })).json();
    expect(toTheOther.airlinePayments[1].allocations).toEqual([{ passengerId: 2, amountCents: 10_000 }]);
    expect(toTheOther.passengers[0]).toMatchObject({ state: 'paid', paidCents: 27_800, receivedCents: 40_000 });
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/bank-details-link`, { method: 'POST', body: { passengerId: 2 } });
    expect((await putThroughLink(app, (await emailedLink(app, claim.id)).token, { iban: 'DE89370400440532013000', accountHolder: 'Luca Rossi', ...INVOICE_DATA })).status).toBe(200);
    const second = await (await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 2 }] } })).json();
    expect(second.items).toEqual([expect.objectContaining({ passengerId: 2, amountCents: 13_900 })]);
    await admin.fetch(`/api/admin/payout-batches/${second.id}/approval`, { method: 'POST' });
    await operator.fetch(`/api/admin/payout-batches/${second.id}/executed`, { method: 'POST' });
    expect(await lookup()).toBe('paid');
    const story = await (await contact(`/api/passenger/claims/${claim.id}`)).json();
    expect(story.summary).toMatchObject({ status: 'paid', statusLabel: 'Pagata' });
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { adminStatus: 'completed' } })).status).toBe(200);
    expect(await lookup()).toBe('closed');
  });

  it('when a passenger accepts a voucher, then it is recorded with no fee and the payment goes to the others; after money came in it is refused and nothing is appended', async () => {
    const claim = await couple('buono@example.it');
    await mariasAccount('buono@example.it', claim.id);
    const voucher = await operator.fetch(`/api/admin/flight-checks/${claim.id}/vouchers`, { method: 'POST', body: { passengerId: 2, acceptedOn: '2026-11-01', description: 'buono di 400 € valido 12 mesi' } });
    expect(voucher.status).toBe(201);
    expect((await voucher.json()).passengers[1]).toMatchObject({ state: 'voucher', receivedCents: 0, feeCents: 0, voucher: { description: 'buono di 400 € valido 12 mesi' } });
    const view = await (await pay(operator, claim.id, { amount: 400 })).json();
    expect(view.airlinePayments[0].allocations).toEqual([{ passengerId: 1, amountCents: 40_000 }]);
    expect(view.invoices.map((invoice: { passengerId: number }) => invoice.passengerId)).toEqual([1]);

    const other = await couple('buono-tardi@example.it');
    await pay(operator, other.id, { amount: 800 });
    const before = await version(other.id);
    const late = await operator.fetch(`/api/admin/flight-checks/${other.id}/vouchers`, { method: 'POST', body: { passengerId: 2, acceptedOn: '2026-11-03', description: 'buono' } });
    expect(late.status).toBe(409);
    const badBody = await operator.fetch(`/api/admin/flight-checks/${other.id}/vouchers`, { method: 'POST', body: { passengerId: 2, acceptedOn: 'ieri', description: 'x' } });
    expect(badBody.status).toBe(400);
    expect(await version(other.id)).toBe(before);
  });
});
