import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days.ts';

describe('business days', () => {
  it('skips weekends', () => {
    // Friday 2026-11-27 12:00 in Istanbul → 7 business days later: Tuesday 2026-12-08.
    const friday = new Date('2026-11-27T09:00:00Z');
    expect(addBusinessDays(friday, 7).toISOString()).toBe('2026-12-08T09:00:00.000Z');
  });

  it('skips the fixed national holidays', () => {
    expect(isBusinessDay(new Date('2026-10-29T09:00:00Z'))).toBe(false);
    // Wednesday 2026-10-28 + 1 business day: Thursday 29 Ekim is a holiday → Friday 30.
    expect(addBusinessDays(new Date('2026-10-28T09:00:00Z'), 1).toISOString()).toBe(
      '2026-10-30T09:00:00.000Z',
    );
  });

  it('reads the day in Istanbul, not UTC', () => {
    // Saturday 00:30 in Istanbul is still Friday in UTC.
    expect(isBusinessDay(new Date('2026-11-27T21:30:00Z'))).toBe(false);
  });
});
