import { describe, expect, it } from 'vitest';
import { UpdateProfileSchema } from './users.ts';
import '../core/zod-locale.ts';

describe('UpdateProfileSchema', () => {
  it('accepts an e-mail, trimmed and lower-cased', () => {
    expect(UpdateProfileSchema.parse({ email: '  Mehmet.Demir@Example.com ' })).toEqual({
      email: 'mehmet.demir@example.com',
    });
  });

  it('turns the empty texts of the form into null and keeps a province', () => {
    expect(
      UpdateProfileSchema.parse({
        firstName: ' Ayşe ',
        lastName: 'Yılmaz',
        email: '',
        address: '  ',
        city: 'İzmir',
        postalCode: '',
      }),
    ).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: null,
      address: null,
      city: 'İzmir',
      postalCode: null,
    });
    expect(UpdateProfileSchema.parse({ city: '' })).toEqual({ city: null });
  });

  it.each([
    [{ email: 'mehmet@' }, 'Geçerli bir e-posta adresi giriniz'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'Geçerli bir e-posta adresi giriniz'],
    [{ email: 42 }, 'E-posta adresinizi giriniz'],
    [{ firstName: '' }, 'Ad alanı zorunludur'],
    [{ lastName: ' ' }, 'Soyad alanı zorunludur'],
    [{ city: 'Izmirr' }, 'Listeden bir il seçiniz.'],
    [{ postalCode: '12345678901' }, 'Posta kodu en fazla 10 karakter olabilir.'],
  ])('refuses %j', (input, message) => {
    const result = UpdateProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
