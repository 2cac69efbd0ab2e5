import { formatTl } from '@arsamezat/shared/core/money';
import { paths } from '@arsamezat/shared/site/web-paths';
import { FIRM_ACTIVITY_NOTIFICATION_EVENTS } from './notification-events-firm-activity.ts';
import type { NotificationTexts } from './notification-texts.ts';

/*
 * The Turkish texts of a seller firm's events (issue 28, firm-follow), kept apart from
 * notification-texts.ts, which hands these events here. Their link is the firm's follow page.
 */

export type FirmActivityEvent = keyof typeof FIRM_ACTIVITY_NOTIFICATION_EVENTS;

export const isFirmActivityEvent = (event: string): event is FirmActivityEvent =>
  Object.hasOwn(FIRM_ACTIVITY_NOTIFICATION_EVENTS, event);

export type FirmActivityData = {
  listingTitle?: string | null;
  amount?: number | null;
  finalPrice?: number | null;
  /** The buyer, masked as on the public page. */
  winnerName?: string | null;
  sold?: boolean | null;
  /** The listing, for the link to the firm's follow page (the member's link is the public page). */
  firmListingId?: string | null;
};

export function firmActivityTexts(
  event: FirmActivityEvent,
  data: FirmActivityData,
): NotificationTexts {
  const title = data.listingTitle ?? 'Arsa';
  const link = data.firmListingId ? paths.firmListing(data.firmListingId) : undefined;
  const common = { action: 'İlanı Takip Et', ...(link ? { link } : {}) };
  const sold = data.sold === true;
  switch (event) {
    case 'firm_offer_received': {
      const line = `"${title}" ilanınıza ${formatTl(data.amount)} teklif geldi.`;
      return {
        ...common,
        title: 'İlanınıza teklif geldi',
        body: line,
        subject: `Yeni teklif: ${title}`,
        paragraphs: [
          line,
          'Teklifi İlan Takibi sayfasından kabul edebilir veya reddedebilirsiniz.',
        ],
        sms: (siteName) => `${siteName}: ${line}`,
      };
    }
    case 'firm_auction_ended': {
      const line = sold
        ? `"${title}" ihaleniz sona erdi: ${data.winnerName ?? ''} ${formatTl(data.finalPrice)} teklifle kazandı.`
        : `"${title}" ihaleniz teklif almadan sona erdi.`;
      return {
        ...common,
        title: sold ? 'İhaleniz satışla sona erdi' : 'İhaleniz teklifsiz sona erdi',
        body: line,
        subject: `İhale sona erdi: ${title}`,
        paragraphs: [
          line,
          sold
            ? 'Ekibimiz satış ve tapu devri için alıcıyla ve sizinle iletişime geçecek.'
            : 'Teminat yatıran katılımcıların teminatları iade edilecek.',
        ],
        sms: (siteName) => `${siteName}: ${line}`,
      };
    }
    case 'firm_offer_listing_ended': {
      const line = sold
        ? `"${title}" ilanınız ${data.winnerName ?? ''} kullanıcısının ${formatTl(data.finalPrice)} teklifinin kabulüyle satıldı.`
        : `"${title}" ilanınızın süresi teklif kabul edilmeden sona erdi.`;
      return {
        ...common,
        title: sold ? 'İlanınız satıldı' : 'İlanınız sona erdi',
        body: line,
        subject: sold ? `İlanınız satıldı: ${title}` : `İlanınız sona erdi: ${title}`,
        paragraphs: [
          line,
          sold
            ? 'Bekleyen diğer teklifler satışla birlikte reddedildi. Ekibimiz satış ve tapu devri için alıcıyla ve sizinle iletişime geçecek.'
            : 'Teminat yatıran katılımcıların teminatları iade edilecek.',
        ],
        sms: (siteName) => `${siteName}: ${line}`,
      };
    }
  }
}
