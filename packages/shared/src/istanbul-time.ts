/**
 * Date and time inputs of the admin form are Istanbul wall-clock time ('2026-12-01', '12:00'),
 * whatever the device's time zone. These turn them into instants and back, through Intl, so a
 * future change of Turkey's offset needs no code change.
 */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISTANBUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(ms: number) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(ms)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtcMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
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

const displayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: ISTANBUL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Istanbul date and time for a sentence: '30.11.2026 14:00'. */
export const formatIstanbulDateTime = (value: Date | string) =>
  displayFormat.format(typeof value === 'string' ? new Date(value) : value);

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
