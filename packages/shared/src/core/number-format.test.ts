import { describe, expect, it } from 'vitest';
import { formatDecimal, formatInteger } from './number-format';

const intl = (min: number, max: number) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max });

/** Values around every rounding and grouping edge, and a spread of random ones. */
function samples(): number[] {
  const values = [0, -0, 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 2.675, 999, 1000, 9999.5];
  for (const base of [1e3, 1e4, 1e5, 1e6, 1e7, 1e9, 1e12, 2 ** 53 - 1]) {
    values.push(base, base - 1, base + 0.5, -base, base / 100 + 0.005);
  }
  let seed = 46;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 12);
    values.push((random() - 0.2) * magnitude, Math.round(random() * magnitude) / 100);
  }
  return values;
}

describe('formatDecimal / formatInteger', () => {
  it('writes what Intl.NumberFormat tr-TR writes, for whole numbers', () => {
    const reference = intl(0, 0);
    for (const value of samples())
      expect(formatInteger(value), String(value)).toBe(reference.format(value));
  });

  it('writes what Intl writes with up to two decimals and with exactly two', () => {
    const upToTwo = intl(0, 2);
    const exactlyTwo = intl(2, 2);
    const upToOne = intl(0, 1);
    for (const value of samples()) {
      expect(formatDecimal(value, 0, 2), String(value)).toBe(upToTwo.format(value));
      expect(formatDecimal(value, 2, 2), String(value)).toBe(exactlyTwo.format(value));
      expect(formatDecimal(value, 0, 1), String(value)).toBe(upToOne.format(value));
    }
  });

  it('reads as a Turkish reader expects', () => {
    expect(formatInteger(1_250_000)).toBe('1.250.000');
    expect(formatDecimal(1250.5, 0, 2)).toBe('1.250,5');
    expect(formatDecimal(12.5, 2, 2)).toBe('12,50');
    expect(formatInteger(-3_700_000)).toBe('-3.700.000');
  });
});
