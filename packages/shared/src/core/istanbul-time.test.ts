import { describe, expect, it } from 'vitest';
import {
  formatIstanbulDateTime,
  formatIstanbulLongDate,
  formatIstanbulLongDateTime,
  istanbulClock,
  istanbulToDate,
  toIstanbulInputs,
} from './istanbul-time';

const zone = { timeZone: 'Europe/Istanbul' } as const;
const intlShort = new Intl.DateTimeFormat('tr-TR', {
  ...zone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const intlLong = new Intl.DateTimeFormat('tr-TR', { ...zone, dateStyle: 'long' });
const intlLongTime = new Intl.DateTimeFormat('tr-TR', {
  ...zone,
  dateStyle: 'long',
  timeStyle: 'short',
});
const intlWeekday = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Every 7 h 13 min from 2015 to 2041: all hours, weekdays and month ends, both sides of 2016. */
function instants(): Date[] {
  const out: Date[] = [];
  const step = (7 * 60 + 13) * 60 * 1000;
  for (let ms = Date.UTC(2015, 0, 1); ms < Date.UTC(2041, 0, 1); ms += step) out.push(new Date(ms));
  out.push(new Date(Date.UTC(2016, 8, 6, 20, 59)), new Date(Date.UTC(2016, 8, 6, 21, 0)));
  return out;
}

describe('Istanbul time without Intl (decision 046)', () => {
  it('reads the same wall clock as the time-zone database, 2015–2040', () => {
    for (const at of instants()) {
      const clock = istanbulClock(at);
      expect(formatIstanbulDateTime(at), at.toISOString()).toBe(intlShort.format(at));
      expect(WEEKDAYS[clock.weekday], at.toISOString()).toBe(intlWeekday.format(at));
    }
  });

  it('writes the long date and date-time as Intl tr-TR does', () => {
    for (const at of instants()) {
      expect(formatIstanbulLongDate(at), at.toISOString()).toBe(intlLong.format(at));
      expect(formatIstanbulLongDateTime(at), at.toISOString()).toBe(intlLongTime.format(at));
    }
  });

  it('turns Istanbul inputs into instants and back', () => {
    expect(istanbulToDate('2026-12-01', '12:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(toIstanbulInputs('2026-12-01T21:30:00.000Z')).toEqual({
      date: '2026-12-02',
      time: '00:30',
    });
    // Before 2016 the zone had summer time: 1 July 2015 was +03:00, 1 January 2015 +02:00.
    expect(istanbulToDate('2015-07-01', '12:00')?.toISOString()).toBe('2015-07-01T09:00:00.000Z');
    expect(istanbulToDate('2015-01-01', '12:00')?.toISOString()).toBe('2015-01-01T10:00:00.000Z');
    expect(formatIstanbulLongDateTime('2026-05-12T11:30:00Z')).toBe('12 Mayıs 2026 14:30');
  });
});
