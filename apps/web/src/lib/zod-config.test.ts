import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('never builds parsers with new Function (the CSP forbids eval)', () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ amount: z.number().int() });
    expect(schema.parse({ amount: 5 })).toEqual({ amount: 5 });
  });
});
