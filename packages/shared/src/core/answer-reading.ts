/*
 * Helpers of the answers read by hand instead of with zod (decisions 063 and 094): the few a
 * page needs while it starts, where loading zod and building a schema would cost a phone a long
 * task. Each reader accepts and gives back what its contract's schema does; a test holds them
 * to the same answers.
 */

/** An ISO 8601 UTC time as `z.iso.datetime()` takes it: with seconds, a fraction optional. */
const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?Z$/;

/** A real moment written as `z.iso.datetime()` takes it: no 30 February, no hour 24. */
export function isIsoUtc(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = ISO_UTC.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  // `Date.UTC` would read the years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number from 0 to the largest safe integer, as the contracts' `kurus` is. */
export const isKurus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** An id as `z.guid()` takes it: 8-4-4-4-12 hexadecimal digits. */
export const isGuid = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(value);
