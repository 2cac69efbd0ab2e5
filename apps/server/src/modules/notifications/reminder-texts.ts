import { formatTl, formatTlSuffix } from '@arsamezat/shared/core/money';
import type { NotificationTexts } from './notification-texts.ts';

/*
 * The texts of the reminders before an auction's end (issue 26): they say the time really left
 * when the message goes out — "bitmesine 58 dakika kaldı" — never the window's name, so a
 * reminder sent late or for an end that moved cannot say "1 saat" with five minutes left.
 */

export const REMINDER_EVENTS_WITH_TIME = ['auction_reminder_1h', 'auction_reminder_10m'] as const;
export type ReminderEvent = (typeof REMINDER_EVENTS_WITH_TIME)[number];

export const isReminderEvent = (event: string): event is ReminderEvent =>
  (REMINDER_EVENTS_WITH_TIME as readonly string[]).includes(event);

/** The window each reminder is named after, used only when its data has no end. */
const NOMINAL_LEFT_MS: Record<ReminderEvent, number> = {
  auction_reminder_1h: 60 * 60 * 1000,
  auction_reminder_10m: 10 * 60 * 1000,
};

const MINUTE = 60 * 1000;

/**
 * The time left, in Turkish, to the nearest minute: '58 dakika', '1 saat', '1 saat 5 dakika',
 * and 'bir dakikadan az' under half a minute.
 */
export function timeLeftText(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 1) return 'bir dakikadan az';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} dakika`;
  return rest === 0 ? `${hours} saat` : `${hours} saat ${rest} dakika`;
}

/** What is left of the auction at `at`, by the end the reminder was recorded for. */
export function reminderLeftMs(
  event: ReminderEvent,
  endsAt: string | null | undefined,
  at: Date,
): number {
  if (!endsAt) return NOMINAL_LEFT_MS[event];
  return Date.parse(endsAt) - at.getTime();
}

/** A reminder whose auction has ended by `at` (a delivery retried too late) is not sent. */
export const reminderOutlived = (event: string, endsAt: string | null | undefined, at: Date) =>
  isReminderEvent(event) && reminderLeftMs(event, endsAt, at) <= 0;

export function reminderTexts(
  event: ReminderEvent,
  data: { title: string; endsAt: string; highestBid: number | null | undefined },
  leftMs: number,
  sms: (build: (title: string) => string) => (siteName: string) => string,
): NotificationTexts {
  const { title, endsAt, highestBid } = data;
  const left = timeLeftText(leftMs);
  return {
    title: `İhalenin bitmesine ${left} kaldı`,
    body: `"${title}" ihalesi ${endsAt} tarihinde sona eriyor.`,
    subject: `Son ${left}: ${title}`,
    paragraphs: [
      `Teklif verdiğiniz ya da takip ettiğiniz "${title}" ihalesinin bitmesine ${left} kaldı.`,
      `Şu anki en yüksek teklif ${formatTl(highestBid)}. İhale ${endsAt} tarihinde sona erecek.`,
    ],
    action: 'İhaleye Git',
    sms: sms(
      (t) =>
        `"${t}" ihalesinin bitmesine ${left} kaldı. En yüksek teklif ${formatTlSuffix(highestBid)}.`,
    ),
  };
}
