import { formatTl, formatTlSuffix } from '@arsamezat/shared/core/money';
import { paths } from '@arsamezat/shared/site/web-paths';
import { fitSmsPart } from '@arsamezat/shared/notifications/sms-length';
import { DEPOSIT_REFUND_BUSINESS_DAYS } from '@arsamezat/shared/member/member-records';
import { winPayment } from '@arsamezat/shared/member/win-payment';
import type { NotificationEvent } from './notification-events.ts';
import { reminderLeftMs, reminderTexts } from './reminder-texts.ts';
import { isWatchEvent, watchTexts, type WatchData } from './watch-texts.ts';
import { firmTexts, isFirmEvent, type FirmData } from './firm-texts.ts';
// A seller firm's events (issue 28, firm-follow).
import {
  firmActivityTexts,
  isFirmActivityEvent,
  type FirmActivityData,
} from './firm-activity-texts.ts';
// A sale's steps (issue 29, sale-steps).
import { isSaleEvent, saleTexts, type SaleData } from './sale-texts.ts';
// A sale's default, its runner-up and its reminders (issue 29, sale-default).
import {
  isSaleDefaultEvent,
  saleDefaultTexts,
  type SaleDefaultData,
} from './sale-default-texts.ts';

/** The template data a notification carries (notify.ts plus the listing's own fields). */
export type NotificationData = {
  listingTitle?: string | null;
  endsAt?: string | null;
  highestBid?: number | null;
  finalPrice?: number | null;
  amount?: number | null;
  /** The winner's deposit, kept as the service fee (auction_won). */
  deposit?: number | null;
  /** A marketing campaign's subject (its body is read from the campaign when it is sent). */
  subject?: string | null;
  campaignId?: string | null;
  /** The operator's notes on a returned listing, or the reason of a rejected one (listing review). */
  reviewNotes?: string | null;
} & WatchData &
  FirmData &
  FirmActivityData &
  SaleData &
  SaleDefaultData;

/** Every text of one notification, in Turkish; `paragraphs` are the e-mail's body. */
export type NotificationTexts = {
  title: string;
  body: string;
  subject: string;
  paragraphs: string[];
  action: string;
  /** The page the e-mail's button and the bell open, when not the notification's listing. */
  link?: string;
  /** The SMS (one Turkish part, without the link: measured by fitSmsPart). */
  sms: (siteName: string) => string;
};

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatIstanbulTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return timeFormat.format(new Date(iso));
}

/** The firm's panel ('Firma Paneli', issue 28), where a returned or rejected listing waits. */
const FIRM_PANEL_LINK = paths.firm;

/** The member's deposits: the 'Teminatlarım' tab of /bids. */
const DEPOSITS_LINK = `${paths.bids}?tab=deposits`;

const refundTimeline = `Teminatınız ${DEPOSIT_REFUND_BUSINESS_DAYS} iş günü içinde ödemeyi yaptığınız karta iade edilir.`;

/**
 * Who receives what after a won auction (decision 060, `winPayment`): the price is the whole
 * payment, the deposit our service fee inside it, the rest paid to the owner at the title deed.
 */
function auctionWinPayment(data: NotificationData): string {
  const price = data.finalPrice ?? 0;
  if (data.deposit == null) {
    return `Ödemeler: satış bedeli ${formatTl(price)}; toplam ödemeniz bu tutarı aşmaz. Yatırdığınız teminat hizmet bedelimiz olarak tahsil edildi ve bu tutarın içinden sayılır; kalanını tapu devrinde ilan sahibine ödersiniz.`;
  }
  const payment = winPayment('auction', price, data.deposit);
  return `Ödemeler: satış bedeli ${formatTl(payment.price)}; toplam ödemeniz bu tutarı aşmaz. Yatırdığınız ${formatTl(payment.serviceFee)} teminat hizmet bedelimiz olarak tahsil edildi ve bu tutarın içinden sayılır; tapu devrinde ilan sahibine kalan ${formatTl(payment.toOwner)} tutarını ödersiniz.`;
}

/**
 * The texts of `event` for `data`; the listing's title is quoted as the members see it. `at` is
 * when the message goes out (a delivery's clock, an in-app row's creation): a reminder says the
 * time left at that moment.
 */
export function notificationTexts(
  event: NotificationEvent,
  data: NotificationData,
  at: Date,
): NotificationTexts {
  if (isWatchEvent(event)) return watchTexts(event, data, formatIstanbulTime);
  // Seller firms' decisions (issue 28, firm-apply).
  if (isFirmEvent(event)) return firmTexts(event, data);
  if (isFirmActivityEvent(event)) return firmActivityTexts(event, data);
  if (isSaleEvent(event)) return saleTexts(event, data);
  if (isSaleDefaultEvent(event)) return saleDefaultTexts(event, data, at);
  const title = data.listingTitle ?? 'Arsa';
  const sms = (build: (t: string) => string) => (siteName: string) =>
    fitSmsPart((t) => `${siteName}: ${build(t)}`, title);
  switch (event) {
    case 'outbid':
      return {
        title: 'Teklifiniz geçildi',
        body: `"${title}" ihalesinde en yüksek teklif artık ${formatTl(data.amount)}.`,
        subject: `Teklifiniz geçildi: ${title}`,
        paragraphs: [
          `"${title}" ihalesinde verdiğiniz teklif geçildi. Yeni en yüksek teklif ${formatTl(data.amount)}.`,
          `İhale ${formatIstanbulTime(data.endsAt)} tarihinde sona erecek. Yeniden teklif vermek için ilana dönebilirsiniz.`,
        ],
        action: 'Teklif Ver',
        sms: sms(
          (t) =>
            `"${t}" ihalesinde teklifiniz geçildi. Yeni en yüksek teklif ${formatTlSuffix(data.amount)}.`,
        ),
      };
    case 'auction_reminder_1h':
    case 'auction_reminder_10m':
      return reminderTexts(
        event,
        { title, endsAt: formatIstanbulTime(data.endsAt), highestBid: data.highestBid },
        reminderLeftMs(event, data.endsAt, at),
        sms,
      );
    case 'auction_extended':
      return {
        title: 'İhale süresi uzatıldı',
        body: `"${title}" ihalesine son dakikada teklif geldi; ihale ${formatIstanbulTime(data.endsAt)} tarihine uzadı.`,
        subject: `İhale süresi uzatıldı: ${title}`,
        paragraphs: [
          `"${title}" ihalesine son dakikada teklif geldi; ihale ${formatIstanbulTime(data.endsAt)} tarihine uzadı.`,
        ],
        action: 'İhaleye Git',
        sms: sms((t) => `"${t}" ihalesinin süresi uzatıldı.`),
      };
    case 'auction_won':
      return {
        title: 'İhaleyi kazandınız',
        body: `"${title}" ihalesini ${formatTl(data.finalPrice)} ile kazandınız. Satış için sizinle iletişime geçeceğiz.`,
        subject: `Tebrikler, ihaleyi kazandınız: ${title}`,
        paragraphs: [
          `"${title}" ihalesini ${formatTl(data.finalPrice)} teklifinizle kazandınız.`,
          auctionWinPayment(data),
          'Sonraki adımlar: ekibimiz satış ve tapu devri için sizinle iletişime geçecek.',
          'Kazandığınız ihaleleri panelinizdeki "Kazandıklarım" bölümünde görebilirsiniz.',
        ],
        action: 'İlanı Görüntüle',
        sms: sms(
          (t) =>
            `Tebrikler! "${t}" ihalesini ${formatTlSuffix(data.finalPrice)} ile kazandınız. Sizi arayacağız.`,
        ),
      };
    case 'auction_lost':
      return {
        title: 'İhale sona erdi',
        body: `"${title}" ihalesini kazanamadınız. ${refundTimeline}`,
        subject: `İhale sona erdi: ${title}`,
        paragraphs: [
          `"${title}" ihalesi ${formatTl(data.finalPrice)} ile sona erdi; bu ihaleyi kazanamadınız.`,
          refundTimeline,
        ],
        action: 'Teminatlarım',
        sms: sms(
          (t) =>
            `"${t}" ihalesini kazanamadınız. Teminatınız ${DEPOSIT_REFUND_BUSINESS_DAYS} iş günü içinde iade edilir.`,
        ),
      };
    case 'deposit_completed':
      return {
        title: 'Teminat ödemeniz alındı',
        body: `"${title}" için ${formatTl(data.amount)} teminat ödemeniz alındı. Artık teklif verebilirsiniz.`,
        subject: `Teminat makbuzu: ${title}`,
        paragraphs: [
          `"${title}" ilanı için ${formatTl(data.amount)} teminat ödemeniz alındı.`,
          'Artık bu ilana teklif verebilirsiniz. İhaleyi kazanamazsanız teminatınız iade edilir.',
        ],
        action: 'Teklif Ver',
        sms: sms((t) => `"${t}" için ${formatTlSuffix(data.amount)} teminatınız alındı.`),
      };
    case 'deposit_refunded':
      return {
        title: 'Teminatınız iade edildi',
        body: `"${title}" için ${formatTl(data.amount)} teminatınız kartınıza iade edildi.`,
        subject: `Teminat iadesi: ${title}`,
        paragraphs: [
          `"${title}" ilanı için yatırdığınız ${formatTl(data.amount)} teminat, ödemeyi yaptığınız karta iade edildi.`,
          'Tutarın hesabınıza yansıması bankanıza göre birkaç gün sürebilir.',
        ],
        action: 'Teminatlarım',
        sms: sms((t) => `"${t}" için ${formatTlSuffix(data.amount)} teminatınız iade edildi.`),
      };
    case 'deposit_refund_due':
      return {
        title: 'Teminatınız iade edilecek',
        body: `"${title}" ilanı sona erdi. ${refundTimeline}`,
        subject: `Teminatınız iade edilecek: ${title}`,
        paragraphs: [
          `Teminat yatırdığınız "${title}" ilanı sona erdi.`,
          refundTimeline,
          'İadenin durumunu panelinizdeki "Teminatlarım" bölümünden izleyebilirsiniz.',
        ],
        action: 'Teminatlarım',
        link: DEPOSITS_LINK,
        sms: sms(
          (t) =>
            `"${t}" ilanı sona erdi. Teminatınız ${DEPOSIT_REFUND_BUSINESS_DAYS} iş günü içinde iade edilir.`,
        ),
      };
    case 'offer_accepted':
      return {
        title: 'Teklifiniz kabul edildi',
        body: `"${title}" için verdiğiniz ${formatTl(data.amount)} teklif kabul edildi.`,
        subject: `Teklifiniz kabul edildi: ${title}`,
        paragraphs: [
          `"${title}" için verdiğiniz ${formatTl(data.amount)} teklif kabul edildi.`,
          `Ödemeler: teklifinizin tamamını (${formatTl(data.amount)}) tapu devrinde ilan sahibine ödersiniz; yatırdığınız teminat hizmet bedelimiz olarak tahsil edilir ve bu tutardan düşülmez.`,
          'Ekibimiz satış ve tapu devri için sizinle iletişime geçecek.',
        ],
        action: 'İlanı Görüntüle',
        sms: sms(
          (t) =>
            `"${t}" için ${formatTlSuffix(data.amount)} teklifiniz kabul edildi. Sizi arayacağız.`,
        ),
      };
    case 'offer_rejected':
      return {
        title: 'Teklifiniz reddedildi',
        body: `"${title}" için verdiğiniz ${formatTl(data.amount)} teklif kabul edilmedi.`,
        subject: `Teklifiniz reddedildi: ${title}`,
        paragraphs: [
          `"${title}" için verdiğiniz ${formatTl(data.amount)} teklif kabul edilmedi.`,
          'İlan açık olduğu sürece yeni bir teklif verebilirsiniz.',
        ],
        action: 'İlanı Görüntüle',
        sms: sms((t) => `"${t}" için ${formatTlSuffix(data.amount)} teklifiniz kabul edilmedi.`),
      };
    // The operator's review of a firm's listing (issue 28, listing-review).
    case 'listing_review_approved':
      return {
        title: 'İlanınız yayınlandı',
        body: `"${title}" ilanınız onaylandı ve yayınlandı.`,
        subject: `İlanınız yayınlandı: ${title}`,
        paragraphs: [
          `"${title}" ilanınız incelendi, onaylandı ve yayınlandı. İlan, başlangıç tarihinde teklife açılır.`,
          'Teklifleri ve ilgiyi Firma Paneli’nden izleyebilirsiniz.',
        ],
        action: 'İlanı Görüntüle',
        sms: sms((t) => `"${t}" ilanınız onaylandı ve yayınlandı.`),
      };
    case 'listing_review_returned':
      return {
        title: 'İlanınız düzeltme için iade edildi',
        body: `"${title}" ilanınız düzeltme için iade edildi: ${data.reviewNotes ?? ''}`,
        subject: `İlanınız düzeltme için iade edildi: ${title}`,
        paragraphs: [
          `"${title}" ilanınız incelendi ve düzeltme için size iade edildi. İlan hakkınız iade edildi.`,
          `Yöneticinin notu: ${data.reviewNotes ?? ''}`,
          'İlanı düzelttikten sonra Firma Paneli’nden yeniden onaya gönderebilirsiniz.',
        ],
        action: 'Firma Paneli',
        link: FIRM_PANEL_LINK,
        sms: sms((t) => `"${t}" ilanınız düzeltme için iade edildi.`),
      };
    case 'listing_review_rejected':
      return {
        title: 'İlanınız reddedildi',
        body: `"${title}" ilanınız reddedildi: ${data.reviewNotes ?? ''}`,
        subject: `İlanınız reddedildi: ${title}`,
        paragraphs: [
          `"${title}" ilanınız incelendi ve reddedildi. İlan hakkınız iade edildi.`,
          `Gerekçe: ${data.reviewNotes ?? ''}`,
        ],
        action: 'Firma Paneli',
        link: FIRM_PANEL_LINK,
        sms: sms((t) => `"${t}" ilanınız reddedildi.`),
      };
    // End of the listing review block.
    // Operators' events (decision 040).
    case 'listing_cancelled':
      return {
        title: 'İlan iptal edildi',
        body: `"${title}" ilanı iptal edildi. ${refundTimeline}`,
        subject: `İlan iptal edildi: ${title}`,
        paragraphs: [
          `Teminat yatırdığınız "${title}" ilanı iptal edildi; bu ilan için artık teklif alınmayacak.`,
          refundTimeline,
          'İadenin durumunu panelinizdeki "Teminatlarım" bölümünden izleyebilirsiniz.',
        ],
        action: 'İlanı Görüntüle',
        sms: sms(
          (t) =>
            `"${t}" ilanı iptal edildi. Teminatınız ${DEPOSIT_REFUND_BUSINESS_DAYS} iş günü içinde iade edilir.`,
        ),
      };
    case 'marketing': {
      // The campaign's own body is read when it is sent (marketing-delivery.ts); never an SMS.
      const subject = data.subject ?? '';
      return {
        title: subject,
        body: subject,
        subject,
        paragraphs: [],
        action: 'İlanlara Göz At',
        sms: (siteName) => `${siteName}: ${subject}`,
      };
    }
  }
}
