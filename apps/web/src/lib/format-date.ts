/** Dates and times as the UI shows them: Turkish, in Istanbul time, whatever the device says. */
const TIME_ZONE = 'Europe/Istanbul';

const longDate = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: TIME_ZONE });
const longDateTime = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const shortDateTime = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** '12 Mayıs 2026' */
export function formatDate(value: string | Date): string {
  return longDate.format(toDate(value));
}

/** '12 Mayıs 2026 14:30' */
export function formatDateTime(value: string | Date): string {
  return longDateTime.format(toDate(value));
}

/** '12.05.2026 14:30', for dense lists such as bid rows. */
export function formatShortDateTime(value: string | Date): string {
  return shortDateTime.format(toDate(value));
}
