import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../../src/platform/db/timestamps.js';

describe('isoTimestamp', () => {
  it('when given a timestamp in any form a row holds, then it answers what Date.toISOString gives', () => {
    const cases = [
      new Date('2026-01-01T07:00:00Z'),
      '2026-01-01T07:00:07.000Z',
      '2026-12-28T23:59:59.999Z',
      '2026-01-01T07:00:07Z',
      '2026-02-29T10:00:00.000Z',
      '2026-01-31T24:00:00.000Z',
      '2026-01-01 08:00:00+01',
      '2026-01-01T08:00:00+01:00',
    ];
    for (const value of cases) expect(isoTimestamp(value)).toBe(new Date(value).toISOString());
  });

  it('when given nothing, then it answers null', () => {
    expect(isoTimestamp(null)).toBeNull();
    expect(isoTimestamp(undefined)).toBeNull();
  });
});
