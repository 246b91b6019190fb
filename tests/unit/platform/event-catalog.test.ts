import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';
import { combineEvents, defineEvents } from '../../../src/platform/events/catalog.js';

type PaymentEvent = { type: 'RefundPaid'; data: { iban: string; amountCents: number; note?: string } };

const catalog = combineEvents([
  defineEvents<PaymentEvent>({
    entries: {
      RefundPaid: { schema: z.looseObject({ iban: z.string(), amountCents: z.number(), note: z.string().optional() }), personal: ['iban'], describe: null },
    },
  }),
]);

describe("the catalog's parse", () => {
  it('when an event fits its schema, then its data comes back, keys the schema does not name included', () => {
    const data = { iban: 'IT60X0542811101000000123456', amountCents: 25_000, addedLater: true };

    expect(catalog.parse({ type: 'RefundPaid', data })).toEqual(data);
  });

  it('when an event does not fit, then the error names its type and the fields at fault, never their values', () => {
    const parse = () => catalog.parse({ type: 'RefundPaid', data: { iban: 4242_1111, note: 'Mario Rossi' } });

    expect(parse).toThrow(/RefundPaid/);
    expect(parse).toThrow(/iban/);
    expect(parse).toThrow(/amountCents/);
    expect(parse).toThrow(expect.objectContaining({ message: expect.not.stringMatching(/42421111|Mario Rossi/) }));
  });

  it('when no module declares the type, then it is refused by name', () => {
    expect(() => catalog.parse({ type: 'CourtActionFiled', data: {} })).toThrow('event CourtActionFiled: no module declares it');
  });

  it('when an event was written before a field existed, then the product’s catalog still reads it', () => {
    expect(EVENT_CATALOG.parse({ type: 'BankDetailsProvided', data: { iban: 'IT60X0542811101000000123456', accountHolder: 'Mario Rossi' } })).toBeTruthy();
    expect(EVENT_CATALOG.parse({ type: 'UploadLinksRevoked', data: {} })).toEqual({});
  });

  it('when two modules declare the same type, then combining them stops', () => {
    const twice = defineEvents<PaymentEvent>({ entries: { RefundPaid: { schema: z.looseObject({ iban: z.string(), amountCents: z.number() }), personal: [], describe: null } } });

    expect(() => combineEvents([twice, twice])).toThrow('event RefundPaid declared twice');
  });
});
