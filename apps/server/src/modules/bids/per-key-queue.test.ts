import { describe, expect, it } from 'vitest';
import { createPerKeyQueue } from './per-key-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createPerKeyQueue', () => {
  it('runs one task at a time per key, in order, and keys in parallel', async () => {
    const run = createPerKeyQueue(1);
    const log: string[] = [];
    let inA = 0;
    let maxInA = 0;
    const task = (key: string, i: number) => async () => {
      if (key === 'a') maxInA = Math.max(maxInA, ++inA);
      log.push(`${key}${i}+`);
      await tick();
      log.push(`${key}${i}-`);
      if (key === 'a') inA--;
      return i;
    };
    const results = await Promise.all([
      run('a', task('a', 1)),
      run('a', task('a', 2)),
      run('b', task('b', 1)),
      run('a', task('a', 3)),
    ]);
    expect(results).toEqual([1, 2, 1, 3]);
    expect(maxInA).toBe(1);
    expect(log.filter((e) => e.startsWith('a'))).toEqual([
      'a1+',
      'a1-',
      'a2+',
      'a2-',
      'a3+',
      'a3-',
    ]);
    expect(log.indexOf('b1+')).toBeLessThan(log.indexOf('a1-'));
  });

  it('never runs more than the limit per key', async () => {
    const run = createPerKeyQueue(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      most = Math.max(most, ++running);
      await tick();
      running--;
    };
    await Promise.all(Array.from({ length: 7 }, () => run('a', task)));
    expect(most).toBe(2);
  });

  it('a failing task rejects its caller only; the next one still runs', async () => {
    const run = createPerKeyQueue(1);
    const failed = run('a', () => Promise.reject(new Error('boom')));
    const next = run('a', () => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
