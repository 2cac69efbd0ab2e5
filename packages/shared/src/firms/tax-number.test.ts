import { describe, expect, it } from 'vitest';
import { taxNumberProblem } from '../member/identity-number.ts';
import { isValidTaxNumber, taxNumberCheckDigit } from './tax-number.ts';

describe('the VKN checksum', () => {
  it('accepts numbers whose last digit is the check digit', () => {
    // Worked by hand from the rule: 123456789 → check digit 0.
    expect(taxNumberCheckDigit('123456789')).toBe(0);
    expect(isValidTaxNumber('1234567890')).toBe(true);
    expect(isValidTaxNumber('0000000000')).toBe(false);
  });

  it('refuses a number whose check digit is wrong', () => {
    expect(isValidTaxNumber('1234567891')).toBe(false);
    expect(isValidTaxNumber('1234567899')).toBe(false);
  });

  it('refuses anything but exactly ten digits', () => {
    expect(isValidTaxNumber('123456789')).toBe(false);
    expect(isValidTaxNumber('12345678901')).toBe(false);
    expect(isValidTaxNumber('12345678a0')).toBe(false);
    expect(isValidTaxNumber(' 1234567890')).toBe(false);
  });

  it('agrees with every check digit: exactly one of ten endings is valid', () => {
    for (const nine of ['000000001', '987654321', '555555555', '100000000']) {
      const valid = Array.from({ length: 10 }, (_, d) => `${nine}${d}`).filter(isValidTaxNumber);
      expect(valid).toEqual([`${nine}${taxNumberCheckDigit(nine)}`]);
    }
  });
});

describe("the same rule as the identity form's company VKN (issue 27)", () => {
  it('agrees on every ending of a spread of numbers', () => {
    for (let n = 0; n < 2000; n++) {
      const candidate = String((n * 7_919_993) % 10_000_000_000).padStart(10, '0');
      expect(isValidTaxNumber(candidate)).toBe(taxNumberProblem(candidate) === null);
    }
  });
});
