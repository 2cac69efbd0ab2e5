import { formatTl } from '@arsamezat/shared/core/money';
import { fitSmsPart } from '@arsamezat/shared/notifications/sms-length';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { NotificationTexts } from './notification-texts.ts';

/*
 * The Turkish texts of the watchers' and saved searches' events (decision 039), kept apart from
 * notification-texts.ts, which hands these events here.
 */

/** The events whose texts live here. */
export const WATCH_EVENTS = [
  'auction_started',
  'saved_search_match',
  'saved_search_digest',
] as const;
export type WatchEvent = (typeof WATCH_EVENTS)[number];

export const isWatchEvent = (event: string): event is WatchEvent =>
  (WATCH_EVENTS as readonly string[]).includes(event);

/** One listing of a daily digest. */
export type DigestItem = { listingId: string; title: string; city: string; price: number };

export type WatchData = {
  listingTitle?: string | null;
  city?: string | null;
  displayPrice?: number | null;
  startingPrice?: number | null;
  endsAt?: string | null;
  /** The saved search that matched (an immediate alert). */
  searchName?: string | null;
  /** A digest: the member's matching searches, the first listings, and how many in all. */
  searches?: string[] | null;
  items?: DigestItem[] | null;
  total?: number | null;
};

/** The member's saved searches ('Kayıtlı Aramalarım' on the watchlist page). */
export const SAVED_SEARCHES_LINK = `${paths.watchlist}?tab=searches`;

/** Digest e-mails list at most this many listings; the rest are counted. */
export const DIGEST_ITEMS_LIMIT = 20;

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

export function watchTexts(
  event: WatchEvent,
  data: WatchData,
  formatTime: (iso: string | null | undefined) => string,
): NotificationTexts {
  const title = data.listingTitle ?? 'Arsa';
  const place = data.city ? `${data.city}, ` : '';
  switch (event) {
    case 'auction_started':
      return {
        title: 'Takip ettiğiniz ihale başladı',
        body: `"${title}" ihalesi başladı; ${formatTime(data.endsAt)} tarihine kadar teklif verebilirsiniz.`,
        subject: `İhale başladı: ${title}`,
        paragraphs: [
          `Takip ettiğiniz "${title}" ihalesi başladı. Başlangıç fiyatı ${formatTl(data.startingPrice)}.`,
          `İhale ${formatTime(data.endsAt)} tarihinde sona erecek. Teklif vermek için ilan sayfasından teminatınızı yatırabilirsiniz.`,
        ],
        action: 'Teklif Ver',
        sms: (siteName) =>
          fitSmsPart((t) => `${siteName}: Takip ettiğiniz "${t}" ihalesi başladı.`, title),
      };
    case 'saved_search_match': {
      const search = data.searchName ?? 'Kayıtlı arama';
      return {
        title: `"${search}" aramanıza uyan yeni ilan`,
        body: `"${title}" (${place}${formatTl(data.displayPrice)}) yayımlandı.`,
        subject: `Aramanıza uyan yeni ilan: ${title}`,
        paragraphs: [
          `"${search}" adıyla kaydettiğiniz aramaya uyan yeni bir ilan yayımlandı.`,
          `"${title}" — ${place}${formatTl(data.displayPrice)}.`,
          'Bu bildirimlerin sıklığını Kayıtlı Aramalarım bölümünden değiştirebilirsiniz.',
        ],
        action: 'İlanı Görüntüle',
        sms: (siteName) =>
          fitSmsPart((t) => `${siteName}: Aramanıza uyan yeni ilan: "${t}".`, title),
      };
    }
    case 'saved_search_digest': {
      const items = data.items ?? [];
      const total = data.total ?? items.length;
      const searches = data.searches ?? [];
      const more = total - items.length;
      return {
        title: `Kayıtlı aramalarınıza uyan ${total} yeni ilan`,
        body: `${quoted(searches)} ${searches.length > 1 ? 'aramalarınıza' : 'aramanıza'} uyan ${total} yeni ilan yayımlandı.`,
        subject: `Günlük özet: aramalarınıza uyan ${total} yeni ilan`,
        paragraphs: [
          `${quoted(searches)} ${searches.length > 1 ? 'aramalarınıza' : 'aramanıza'} uyan ${total} yeni ilan yayımlandı:`,
          ...items.map((item) => `"${item.title}" — ${item.city}, ${formatTl(item.price)}`),
          ...(more > 0 ? [`ve ${more} ilan daha.`] : []),
          'Bu özetin sıklığını Kayıtlı Aramalarım bölümünden değiştirebilirsiniz.',
        ],
        action: 'Kayıtlı Aramalarım',
        link: SAVED_SEARCHES_LINK,
        sms: (siteName) =>
          fitSmsPart((name) => `${name}: Aramalarınıza uyan ${total} yeni ilan var.`, siteName),
      };
    }
  }
}
