/**
 * Money is integer kuruş (1/100 lira) everywhere: database, API, payment providers. These helpers
 * are the only place it turns into lira for people to read.
 */

import { formatInteger } from './number-format.ts';

/** '1.250.000': whole lira with Turkish thousands separators (rounded; the UI shows no kuruş). */
export function formatLiraNumber(kurus: number | null | undefined): string {
  if (kurus === null || kurus === undefined || !Number.isFinite(kurus)) return '0';
  return formatInteger(kurus / 100);
}

/**
 * '1.250.000 ₺', the price format of the whole UI (0 ₺ when empty). Built by hand because
 * Intl's tr-TR currency style puts the sign first ('₺1.250.000').
 */
export function formatTl(kurus: number | null | undefined): string {
  return `${formatLiraNumber(kurus)} ₺`;
}

/** '1.250.000 TL', the format of bid and offer lists. */
export function formatTlSuffix(kurus: number | null | undefined): string {
  return `${formatLiraNumber(kurus)} TL`;
}

/** Lira (possibly with kuruş as decimals) to integer kuruş. */
export function liraToKurus(lira: number): number {
  return Math.round(lira * 100);
}

export function kurusToLira(kurus: number): number {
  return kurus / 100;
}

const SQUARE_METRE_UNITS = new Set(['m2', 'm²', '']);

/**
 * The price per square metre in kuruş, rounded to whole kuruş: only for an area given in m²
 * (another unit — dönüm, hektar — would need a conversion the listing does not state).
 */
export function pricePerSquareMetre(
  priceKurus: number,
  areaSize: number | null | undefined,
  areaUnit: string,
): number | null {
  if (!areaSize || areaSize <= 0 || !SQUARE_METRE_UNITS.has(areaUnit.trim())) return null;
  return Math.round(priceKurus / areaSize);
}

/** '1.250 ₺/m²' (whole lira, as every price of the UI), or null without an m² area. */
export function formatPricePerSquareMetre(
  priceKurus: number,
  areaSize: number | null | undefined,
  areaUnit: string,
): string | null {
  const perMetre = pricePerSquareMetre(priceKurus, areaSize, areaUnit);
  return perMetre === null ? null : `${formatLiraNumber(perMetre)} ₺/m²`;
}
