import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { createRateLimits, type RateLimits } from './rate-limits.service.ts';

const time = movableClock();
let database: Database;
let limits: RateLimits;
beforeAll(async () => {
  database = await createTestDatabase();
  limits = createRateLimits({ db: database.db, clock: time.clock });
});
afterAll(() => database.close());

const MINUTE = 60_000;
const storedRows = () => database.db.select().from(rateLimits);

describe('shared rate limits', () => {
  it('allows max hits per window per key, then tells how long to wait', async () => {
    const limit = { max: 2, windowMs: MINUTE };
    expect(await limits.hit('a', limit)).toEqual({ limited: false });
    time.advance(10);
    expect(await limits.hit('a', limit)).toEqual({ limited: false });
    expect(await limits.hit('b', limit)).toEqual({ limited: false });
    time.advance(10);
    expect(await limits.hit('a', limit)).toEqual({ limited: true, retryAfter: 40 });
    time.advance(40);
    // The window has ended: a new one starts with this hit.
    expect(await limits.hit('a', limit)).toEqual({ limited: false });
    expect(await limits.hit('a', limit)).toEqual({ limited: false });
    expect(await limits.hit('a', limit)).toEqual({ limited: true, retryAfter: 60 });
  });

  it('counts every one of many simultaneous hits', async () => {
    await Promise.all(Array.from({ length: 25 }, () => limits.count('burst', MINUTE)));
    const [counter] = await limits.read(['burst']);
    expect(counter?.hits).toBe(25);
  });

  it('a sliding counter is remembered from its last hit; forget clears it', async () => {
    await limits.count('slide', MINUTE, { slide: true });
    time.advance(50);
    await limits.count('slide', MINUTE, { slide: true });
    time.advance(50);
    expect((await limits.read(['slide']))[0]).toEqual({
      hits: 2,
      windowEndsAt: new Date(time.clock().getTime() + 10_000),
      lastHitAt: new Date(time.clock().getTime() - 50_000),
    });
    await limits.forget('slide');
    expect((await limits.read(['slide']))[0]?.hits).toBe(0);
  });

  it('stores keys hashed, and sweeps counters whose window has ended', async () => {
    await limits.count('sign-in:phone:5321234567', 10 * MINUTE);
    await limits.count('short-lived', MINUTE);
    const rows = await storedRows();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('5321234567');
    time.advance(5 * 60);
    await limits.count('after-sweep', MINUTE);
    const left = await storedRows();
    expect(left).toHaveLength(2);
    expect(left.every((r) => r.windowEndsAt > time.clock())).toBe(true);
  });

  it('forgets every counter of one subject at once, and stores the subject hashed', async () => {
    const phone = { subject: 'phone:5329876543' };
    await limits.count('mine:a', MINUTE, phone);
    await limits.count('mine:b', MINUTE, { ...phone, slide: true });
    await limits.count('someone-else', MINUTE, { subject: 'phone:5320000000' });
    await limits.count('nobody', MINUTE);
    const rows = await storedRows();
    expect(JSON.stringify(rows)).not.toContain('5329876543');
    expect(
      rows.filter((r) => r.subject !== null).every((r) => /^[0-9a-f]{64}$/.test(r.subject!)),
    ).toBe(true);
    expect(await limits.forgetSubject('phone:5329876543')).toBe(2);
    const [a, b, other, nobody] = await limits.read(['mine:a', 'mine:b', 'someone-else', 'nobody']);
    expect([a?.hits, b?.hits, other?.hits, nobody?.hits]).toEqual([0, 0, 1, 1]);
  });
});
