/**
 * Istanbul wall-clock time, for people to read and for the admin form's date and time inputs
 * ('2026-12-01', '12:00'), whatever the device's time zone.
 *
 * Turkey has kept UTC+3 all year since 7 September 2016: instants from then on are read with
 * that offset by hand, and only older ones through Intl (decision 046). Creating the first Intl
 * object costs a browser tab 40–60 ms of main thread (ICU's locale data), which the public pages
 * would otherwise pay while they hydrate. `istanbul-time.test.ts` compares both ways against the
 * time-zone database through 2040: should Turkey change its offset again, it fails, and the
 * date below moves.
 */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

/** 2016-09-07 00:00 in Istanbul: from this instant on the offset is +03:00. */
const FIXED_OFFSET_SINCE_MS = Date.UTC(2016, 8, 6, 21, 0);
const OFFSET_MS = 3 * 60 * 60 * 1000;

let partsFormat: Intl.DateTimeFormat | undefined;

/** Istanbul's calendar fields of an instant (month 1–12, weekday 0 = Sunday). */
export type IstanbulClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

function clockThroughIntl(ms: number): IstanbulClock {
  partsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ISTANBUL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(ms)).map((part) => [part.type, part.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  return {
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The Istanbul wall clock at an instant. */
export function istanbulClock(value: Date | string | number): IstanbulClock {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  if (!(ms >= FIXED_OFFSET_SINCE_MS)) return clockThroughIntl(ms);
  const wall = new Date(ms + OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function wallClock(ms: number) {
  const c = istanbulClock(ms);
  return {
    date: `${c.year}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
    asUtcMs: Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isDateInput = (value: string) => DATE.test(value);
export const isTimeInput = (value: string) => TIME.test(value);

/** '2026-12-01' + '12:00' in Istanbul → the instant; null for a malformed or impossible date. */
export function istanbulToDate(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const guess = Date.UTC(year, month - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(guess);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The zone's offset at the guess, then again at the result (a DST edge moves it).
  let instant = guess - (wallClock(guess).asUtcMs - guess);
  instant = guess - (wallClock(instant).asUtcMs - instant);
  return new Date(instant);
}

/** An instant as Istanbul date and time inputs: { date: '2026-12-01', time: '12:00' }. */
export function toIstanbulInputs(value: Date | string): { date: string; time: string } {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  const { date, time } = wallClock(ms);
  return { date, time };
}

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/** An instant as Istanbul date and time for a sentence or a dense list: '30.11.2026 14:00'. */
export function formatIstanbulDateTime(value: Date | string): string {
  const c = istanbulClock(value);
  return `${pad(c.day)}.${pad(c.month)}.${c.year} ${pad(c.hour)}:${pad(c.minute)}`;
}

/** '12 Mayıs 2026' (Intl's tr-TR 'long' date, in Istanbul). */
export function formatIstanbulLongDate(value: Date | string): string {
  const c = istanbulClock(value);
  return `${c.day} ${MONTHS[c.month - 1]} ${c.year}`;
}

/** '12 Mayıs 2026 14:30' (Intl's tr-TR 'long' date with 'short' time, in Istanbul). */
export function formatIstanbulLongDateTime(value: Date | string): string {
  const c = istanbulClock(value);
  return `${formatIstanbulLongDate(value)} ${pad(c.hour)}:${pad(c.minute)}`;
}

/** The Istanbul calendar day holding `now`: [its 00:00, the next day's 00:00). */
export function istanbulDayBounds(now: Date): { from: Date; to: Date } {
  const { date } = toIstanbulInputs(now);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  const from = istanbulToDate(date, '00:00');
  const to = istanbulToDate(next, '00:00');
  if (!from || !to) throw new Error(`no Istanbul day for ${now.toISOString()}`);
  return { from, to };
}
