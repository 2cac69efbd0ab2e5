import { describe, expect, it } from 'vitest';
import { UpdateProfileSchema } from './users.ts';
import './zod-locale.ts';

describe('UpdateProfileSchema', () => {
  it('accepts an e-mail, trimmed and lower-cased', () => {
    expect(UpdateProfileSchema.parse({ email: '  Mehmet.Demir@Example.com ' })).toEqual({
      email: 'mehmet.demir@example.com',
    });
  });

  it.each([
    [{}, 'E-posta adresinizi giriniz'],
    [{ email: '' }, 'E-posta adresinizi giriniz'],
    [{ email: 'mehmet@' }, 'Geçerli bir e-posta adresi giriniz'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'Geçerli bir e-posta adresi giriniz'],
    [{ email: 42 }, 'E-posta adresinizi giriniz'],
  ])('refuses %j', (input, message) => {
    const result = UpdateProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
