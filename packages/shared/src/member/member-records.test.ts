import { describe, expect, it } from 'vitest';
import { addBusinessDays, MyBidsQuerySchema } from './member-records.ts';

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays by the Istanbul calendar', () => {
    // Thursday 2026-05-07 10:00 UTC (13:00 Istanbul) + 7 business days = Monday 2026-05-18.
    expect(addBusinessDays(new Date('2026-05-07T10:00:00Z'), 7).toISOString()).toBe(
      '2026-05-18T10:00:00.000Z',
    );
    // Friday 22:30 UTC is already Saturday in Istanbul: the count starts from the weekend.
    expect(addBusinessDays(new Date('2026-05-08T22:30:00Z'), 1).toISOString()).toBe(
      '2026-05-10T22:30:00.000Z',
    );
  });
});

describe('MyBidsQuerySchema', () => {
  it('takes empty filters as none and refuses unknown ones in Turkish', () => {
    expect(MyBidsQuerySchema.parse({ phase: '', outcome: '' })).toEqual({ page: 1 });
    expect(MyBidsQuerySchema.parse({ phase: 'ended', outcome: 'won', page: '3' })).toEqual({
      phase: 'ended',
      outcome: 'won',
      page: 3,
    });
    const bad = MyBidsQuerySchema.safeParse({ outcome: 'draw' });
    expect(bad.error?.issues[0]?.message).toBe('Teklif sonucu filtresi geçersiz.');
    expect(MyBidsQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(
      'Sayfa numarası geçersiz.',
    );
  });
});
