import { describe, expect, it } from 'vitest';
import {
  amountInFigures,
  amountInFiguresAndWords,
  amountInWords,
  numberInWords,
} from './amount-in-words.ts';

describe('numberInWords', () => {
  it.each([
    [0, 'sıfır'],
    [1, 'bir'],
    [9, 'dokuz'],
    [10, 'on'],
    [11, 'on bir'],
    [40, 'kırk'],
    [99, 'doksan dokuz'],
    [100, 'yüz'],
    [101, 'yüz bir'],
    [200, 'iki yüz'],
    [999, 'dokuz yüz doksan dokuz'],
    [1000, 'bin'],
    [1001, 'bin bir'],
    [1100, 'bin yüz'],
    [2000, 'iki bin'],
    [11_000, 'on bir bin'],
    [100_000, 'yüz bin'],
    [201_000, 'iki yüz bir bin'],
    [1_000_000, 'bir milyon'],
    [1_001_000, 'bir milyon bin'],
    [3_700_000, 'üç milyon yedi yüz bin'],
    [1_000_000_000, 'bir milyar'],
    [2_000_001_000, 'iki milyar bin'],
    [
      999_999_999_999,
      'dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz',
    ],
    [1_000_000_000_000, 'bir trilyon'],
  ])('%i is "%s"', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('refuses what is not a whole, non-negative, safe number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN)).toThrow(RangeError);
    expect(() => numberInWords(2 ** 60)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes lira as Türk lirası', () => {
    expect(amountInWords(250_000_000)).toBe('iki milyon beş yüz bin Türk lirası');
    expect(amountInWords(100_000)).toBe('bin Türk lirası');
    expect(amountInWords(10_000)).toBe('yüz Türk lirası');
    expect(amountInWords(0)).toBe('sıfır Türk lirası');
  });

  it('adds the kuruş when there are any', () => {
    expect(amountInWords(1250)).toBe('on iki Türk lirası elli kuruş');
    expect(amountInWords(100_001)).toBe('bin Türk lirası bir kuruş');
    expect(amountInWords(50)).toBe('elli kuruş');
  });

  it('reaches 999 billion lira and beyond', () => {
    expect(amountInWords(99_999_999_999_999)).toBe(
      'dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz Türk lirası doksan dokuz kuruş',
    );
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toMatch(
      /^doksan trilyon .* Türk lirası doksan bir kuruş$/,
    );
  });

  it('refuses a broken amount instead of writing something wrong', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(12.5)).toThrow(RangeError);
  });
});

describe('amountInFiguresAndWords', () => {
  it('shows the figures as the rest of the UI and the words after a dash', () => {
    expect(amountInFiguresAndWords(250_000_000)).toBe(
      '2.500.000 ₺ — iki milyon beş yüz bin Türk lirası',
    );
  });

  it('keeps the kuruş in the figures instead of rounding them away', () => {
    expect(amountInFigures(1250)).toBe('12,50 ₺');
    expect(amountInFigures(370_000_000)).toBe('3.700.000 ₺');
  });
});
