import { describe, expect, it } from 'vitest';
import { createRateCounter } from './rate-counter.ts';

describe('createRateCounter', () => {
  it('allows max hits per window per key, then tells how long to wait', () => {
    let now = 0;
    const counter = createRateCounter({ max: 2, windowMs: 60_000, clock: () => new Date(now) });
    expect(counter.hit('a')).toEqual({ limited: false });
    now = 10_000;
    expect(counter.hit('a')).toEqual({ limited: false });
    expect(counter.hit('b')).toEqual({ limited: false });
    now = 20_000;
    expect(counter.hit('a')).toEqual({ limited: true, retryAfter: 40 });
    now = 60_001;
    // The first hit left the window; refused hits do not count.
    expect(counter.hit('a')).toEqual({ limited: false });
    expect(counter.hit('a')).toEqual({ limited: true, retryAfter: 10 });
  });
});
