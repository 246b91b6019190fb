import { describe, expect, it } from 'vitest';
import { offsetAt } from '@/components/admin/time-zones';

describe('the offset of an airport’s zone at a local time', () => {
  it.each([
    ['Europe/Lisbon', '2026-10-03T13:50', '+01:00'],
    ['Europe/Lisbon', '2026-11-03T13:50', '+00:00'],
    ['America/New_York', '2026-07-01T08:00', '-04:00'],
    ['Asia/Kolkata', '2026-07-01T08:00', '+05:30'],
    ['Europe/Rome', '2026-03-29T01:30', '+01:00'],
    ['Europe/Rome', '2026-03-29T03:30', '+02:00'],
    ['Europe/Rome', '2026-10-25T01:30', '+02:00'],
    ['Europe/Rome', '2026-10-25T03:30', '+01:00'],
  ])('when %s reads %s, then the offset is %s', (zone, local, offset) => {
    expect(offsetAt(zone, local)).toBe(offset);
  });
});
