import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, formatErrorMessage, isErrorCode, knownErrorCode } from './errors.ts';

describe('the error catalogue', () => {
  it('gives every code an UPPER_SNAKE name, a 4xx/5xx status and a Turkish text', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(ERRORS[code].status).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].status).toBeLessThan(600);
      expect(ERRORS[code].message.length).toBeGreaterThan(3);
    }
  });

  it('fills the places of a text and leaves unknown ones visible', () => {
    expect(formatErrorMessage('RATE_LIMITED', { seconds: 60 })).toBe(
      'Çok fazla deneme yapıldı. Lütfen 60 saniye sonra tekrar deneyin.',
    );
    expect(formatErrorMessage('BID_TOO_LOW')).toBe('Teklif tutarı en az {amount} olmalıdır.');
  });

  it('tells catalogue codes from anything else read off the wire', () => {
    expect(isErrorCode('BID_TOO_LOW')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(knownErrorCode('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(knownErrorCode('DEPOSIT_REQUIRED')).toBe('DEPOSIT_REQUIRED');
  });
});
