import { istanbulClock } from '../core/istanbul-time.ts';

/**
 * Business days in Türkiye for the terms' refund promise (7 business days): Monday to Friday,
 * less the fixed national holidays (1 Ocak, 23 Nisan, 1 Mayıs, 19 Mayıs, 15 Temmuz, 30 Ağustos,
 * 29 Ekim). The religious holidays move with the lunar calendar and are not counted: the hold
 * ends sooner, never later, than the promise.
 */
const FIXED_HOLIDAYS = new Set(['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']);

const DAY_MS = 24 * 60 * 60 * 1000;

export function isBusinessDay(at: Date): boolean {
  const parts = istanbulClock(at);
  if (parts.weekday === 0 || parts.weekday === 6) return false;
  const monthDay = `${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return !FIXED_HOLIDAYS.has(monthDay);
}

/** The same moment `days` business days later (calendar days that are not business days skipped). */
export function addBusinessDays(from: Date, days: number): Date {
  let at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (isBusinessDay(at)) left -= 1;
  }
  return at;
}
