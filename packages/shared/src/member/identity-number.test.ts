import { describe, expect, it } from 'vitest';
import {
  IDENTITY_NUMBER_MESSAGES as M,
  TAX_NUMBER_MESSAGES,
  identityNumberProblem,
  isForeignIdentityNumber,
  maskIdentityNumber,
  taxNumberProblem,
  turkishUpperCase,
} from './identity-number.ts';
import { VerifyIdentitySchema } from './identity.ts';

describe('identityNumberProblem (TC kimlik and foreigner numbers)', () => {
  it.each(['10000000146', '12345678950', '56789012390', '99123456740', '123 456 789 50'])(
    'accepts %s, whose check digits hold',
    (value) => expect(identityNumberProblem(value)).toBeNull(),
  );

  it('asks for a number when there is none', () => {
    expect(identityNumberProblem('')).toBe(M.required);
    expect(identityNumberProblem('   ')).toBe(M.required);
  });

  it.each(['1234567895', '123456789501', '1234567895a', '12345-6789X0'])(
    'refuses %s: not 11 digits',
    (value) => expect(identityNumberProblem(value)).toBe(M.digits),
  );

  it('refuses a number starting with 0, even when its check digits hold', () => {
    // 0 + 1234567890 → the check digits of '012345678' are computed as for any other.
    expect(identityNumberProblem('01234567890')).toBe(M.leadingZero);
  });

  it('names the 10th digit when it does not follow from the first nine', () => {
    expect(identityNumberProblem('12345678940')).toBe(M.tenthDigit);
    expect(identityNumberProblem('10000000156')).toBe(M.tenthDigit);
  });

  it('names the 11th digit when only it is wrong', () => {
    expect(identityNumberProblem('12345678951')).toBe(M.eleventhDigit);
    expect(identityNumberProblem('10000000140')).toBe(M.eleventhDigit);
  });

  it('handles a negative remainder in the 10th-digit rule', () => {
    // odd sum 1, even sum 9+9+9+9 = 36: 7 − 36 = −29 → 1 (mod 10), not −9.
    expect(identityNumberProblem('19090909' + '0' + '1' + '9')).toBe(M.eleventhDigit);
    expect(identityNumberProblem('19090909012')).not.toBe(M.tenthDigit);
  });

  it('tells a foreigner identity number by its 99', () => {
    expect(isForeignIdentityNumber('99123456740')).toBe(true);
    expect(isForeignIdentityNumber('12345678950')).toBe(false);
  });
});

describe('taxNumberProblem (VKN)', () => {
  it.each(['1234567890', '9876543217', '0000000001'])('accepts %s', (value) =>
    expect(taxNumberProblem(value)).toBeNull(),
  );
  it('refuses a wrong check digit and a wrong length', () => {
    expect(taxNumberProblem('1234567891')).toBe(TAX_NUMBER_MESSAGES.checkDigit);
    expect(taxNumberProblem('123456789')).toBe(TAX_NUMBER_MESSAGES.digits);
    expect(taxNumberProblem('12345678901')).toBe(TAX_NUMBER_MESSAGES.digits);
  });
});

describe('turkishUpperCase', () => {
  it('upper-cases i to İ and ı to I whatever the locale', () => {
    expect(turkishUpperCase('ismail ışık')).toBe('İSMAİL IŞIK');
    expect(turkishUpperCase('çiğdem öğüt')).toBe('ÇİĞDEM ÖĞÜT');
    expect(turkishUpperCase('İlkay IRMAK')).toBe('İLKAY IRMAK');
  });
  it('keeps one space between names and none around', () => {
    expect(turkishUpperCase('  ayşe   nur ')).toBe('AYŞE NUR');
  });
});

describe('maskIdentityNumber', () => {
  it('shows the first three and last two digits only', () => {
    expect(maskIdentityNumber('12345678990')).toBe('123******90');
  });
});

describe('VerifyIdentitySchema', () => {
  const base = {
    identityNumber: '100 000 001 46',
    firstName: 'Ayşe',
    lastName: 'Deneme',
    birthYear: '1990',
    province: 'Kütahya',
    district: 'Merkez',
    address: 'Cumhuriyet Mah. Atatürk Cad. No: 5',
  };
  it('reads a valid form, the number without its spaces', () => {
    const parsed = VerifyIdentitySchema.parse(base);
    expect(parsed.identityNumber).toBe('10000000146');
    expect(parsed.birthYear).toBe(1990);
  });
  it('asks a foreigner for the day and month of birth', () => {
    const result = VerifyIdentitySchema.safeParse({ ...base, identityNumber: '99123456740' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['birthDay', 'birthMonth']));
  });
  it('takes a company as title and tax number together, checked', () => {
    expect(
      VerifyIdentitySchema.safeParse({ ...base, companyTitle: 'Arsa Ltd. Şti.' }).success,
    ).toBe(false);
    expect(
      VerifyIdentitySchema.safeParse({
        ...base,
        companyTitle: 'Arsa Ltd. Şti.',
        companyTaxNumber: '1234567891',
      }).error?.issues[0]?.message,
    ).toBe(TAX_NUMBER_MESSAGES.checkDigit);
    expect(
      VerifyIdentitySchema.parse({
        ...base,
        companyTitle: 'Arsa Ltd. Şti.',
        companyTaxNumber: '1234567890',
      }).companyTaxNumber,
    ).toBe('1234567890');
  });
});
