import { describe, expect, it } from 'vitest';
import {
  formatLiraNumber,
  formatPricePerSquareMetre,
  formatTl,
  formatTlSuffix,
  kurusToLira,
  liraToKurus,
  pricePerSquareMetre,
} from './money.ts';

describe('money', () => {
  it('formats kuruş as whole lira with Turkish grouping and the ₺ sign after', () => {
    expect(formatTl(125_000_000)).toBe('1.250.000 ₺');
    expect(formatTl(99_900)).toBe('999 ₺');
    expect(formatTl(100_000)).toBe('1.000 ₺');
  });

  it('shows 0 ₺ when there is no amount', () => {
    expect(formatTl(null)).toBe('0 ₺');
    expect(formatTl(undefined)).toBe('0 ₺');
    expect(formatTl(0)).toBe('0 ₺');
    expect(formatTl(Number.NaN)).toBe('0 ₺');
  });

  it('rounds kuruş away instead of showing decimals', () => {
    expect(formatLiraNumber(125_000_049)).toBe('1.250.000');
    expect(formatLiraNumber(125_000_050)).toBe('1.250.001');
  });

  it('formats bid amounts with the TL suffix', () => {
    expect(formatTlSuffix(125_000_000)).toBe('1.250.000 TL');
    expect(formatTlSuffix(null)).toBe('0 TL');
  });

  it('converts between lira and kuruş without float drift', () => {
    expect(liraToKurus(1_250_000)).toBe(125_000_000);
    expect(liraToKurus(19.99)).toBe(1999);
    expect(liraToKurus(0.1 + 0.2)).toBe(30);
    expect(kurusToLira(1999)).toBe(19.99);
  });
});

describe('price per m²', () => {
  it('divides the price by an area in m², Turkish grouping, whole lira', () => {
    expect(pricePerSquareMetre(125_000_000, 1000, 'm2')).toBe(125_000);
    expect(formatPricePerSquareMetre(125_000_000, 1000, 'm2')).toBe('1.250 ₺/m²');
    expect(formatPricePerSquareMetre(370_000_000, 1250.5, 'm²')).toBe('2.959 ₺/m²');
    expect(formatPricePerSquareMetre(1_250_000_000, 100, 'm2')).toBe('125.000 ₺/m²');
  });

  it('says nothing without an area or for another unit', () => {
    expect(formatPricePerSquareMetre(125_000_000, null, 'm2')).toBeNull();
    expect(formatPricePerSquareMetre(125_000_000, 0, 'm2')).toBeNull();
    expect(formatPricePerSquareMetre(125_000_000, 10, 'dönüm')).toBeNull();
  });
});
