import { describe, expect, it } from 'vitest';
import { fitSmsPart, fitsOneSmsPart, measureSms } from './sms-length.ts';

describe('one Turkish SMS part', () => {
  it('counts plain GSM text against 160 septets', () => {
    expect(measureSms('a'.repeat(160))).toEqual({ encoding: 'gsm7', septets: 160, limit: 160 });
    expect(fitsOneSmsPart('a'.repeat(160))).toBe(true);
    expect(fitsOneSmsPart('a'.repeat(161))).toBe(false);
  });

  it('counts Turkish letters as two septets against 155 (single-shift header)', () => {
    expect(measureSms('Şğı')).toEqual({ encoding: 'gsm7', septets: 6, limit: 155 });
    // ü, ö and Ç are in the default alphabet: one septet each, no header.
    expect(measureSms('üöÇ')).toEqual({ encoding: 'gsm7', septets: 3, limit: 160 });
    expect(fitsOneSmsPart(`ş${'a'.repeat(153)}`)).toBe(true);
    expect(fitsOneSmsPart(`ş${'a'.repeat(154)}`)).toBe(false);
  });

  it('falls back to UCS-2 (70) for characters in neither table', () => {
    expect(measureSms('Teklif “geçti”')).toEqual({ encoding: 'ucs2', units: 14, limit: 70 });
    expect(fitsOneSmsPart(`“${'a'.repeat(69)}`)).toBe(true);
    expect(fitsOneSmsPart(`“${'a'.repeat(70)}`)).toBe(false);
  });

  it('shortens the variable part until the whole fits', () => {
    const text = fitSmsPart((title) => `"${title}" ilanında teklifiniz geçildi.`, 'Ş'.repeat(200));
    expect(fitsOneSmsPart(text)).toBe(true);
    expect(text).toContain('...');
    expect(fitSmsPart((t) => `Kısa: ${t}`, 'Bodrum arsası')).toBe('Kısa: Bodrum arsası');
  });
});
