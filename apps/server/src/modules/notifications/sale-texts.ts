import { formatIstanbulDateTime } from '@arsamezat/shared/core/istanbul-time';
import { formatTl } from '@arsamezat/shared/core/money';
import { paths } from '@arsamezat/shared/site/web-paths';
import { fitSmsPart } from '@arsamezat/shared/notifications/sms-length';
import { SALE_NOTIFICATION_EVENTS } from './notification-events-sales.ts';
import type { NotificationTexts } from './notification-texts.ts';

/*
 * The Turkish texts of a sale's steps (issue 29, sale-steps), kept apart from
 * notification-texts.ts, which hands these events here. Their link is the sale's page.
 */

export type SaleEvent = keyof typeof SALE_NOTIFICATION_EVENTS;

export const isSaleEvent = (event: string): event is SaleEvent =>
  Object.hasOwn(SALE_NOTIFICATION_EVENTS, event);

export type SaleData = {
  listingTitle?: string | null;
  saleId?: string | null;
  saleNumber?: string | null;
  /** The step's new deadline (ISO), when the step that begins has one. */
  deadline?: string | null;
  appointmentAt?: string | null;
  office?: string | null;
  reasonLabel?: string | null;
  price?: number | null;
  /** The buyer's service fee, refunded when the sale is cancelled. */
  serviceFee?: number | null;
};

const at = (iso: string | null | undefined) => (iso ? formatIstanbulDateTime(new Date(iso)) : '');

export function saleTexts(event: SaleEvent, data: SaleData): NotificationTexts {
  const title = data.listingTitle ?? 'Arsa';
  const number = data.saleNumber ?? '';
  const common = {
    action: 'Satışı Görüntüle',
    ...(data.saleId ? { link: paths.sale(data.saleId) } : {}),
  };
  const sms = (build: (t: string) => string) => (siteName: string) =>
    fitSmsPart((t) => `${siteName}: ${build(t)}`, title);
  switch (event) {
    case 'sale_buyer_confirmed': {
      const line = `"${title}" satışında (${number}) alıcı satın almayı onayladı.`;
      return {
        ...common,
        title: 'Alıcı satın almayı onayladı',
        body: line,
        subject: `Alıcı onayı: ${title}`,
        paragraphs: [
          line,
          `Sıradaki adım Ödeme Güvencesi: alıcı ${at(data.deadline)} tarihine kadar ödeme referansını girecek; ardından referansı siz onaylayacaksınız.`,
        ],
        sms: sms((t) => `"${t}" satışında alıcı satın almayı onayladı.`),
      };
    }
    case 'sale_payment_entered': {
      const line = `"${title}" satışında (${number}) alıcı ödeme güvencesi referansını girdi.`;
      return {
        ...common,
        title: 'Ödeme referansı girildi',
        body: `${line} Lütfen kontrol edip onaylayın.`,
        subject: `Ödeme referansı onayınızı bekliyor: ${title}`,
        paragraphs: [
          line,
          'Referansı GÖS, emanet hesabı veya bankanızdan kontrol edip satış sayfasından onaylayın.',
        ],
        sms: sms((t) => `"${t}" satışında ödeme referansı onayınızı bekliyor.`),
      };
    }
    case 'sale_payment_confirmed': {
      const line = `"${title}" satışında (${number}) ödeme güvenceniz onaylandı.`;
      return {
        ...common,
        title: 'Ödeme güvenceniz onaylandı',
        body: line,
        subject: `Ödeme güvenceniz onaylandı: ${title}`,
        paragraphs: [
          line,
          'Sıradaki adım Tapu Randevusu: satıcı firma tapu müdürlüğünden randevu alıp size bildirecek.',
        ],
        sms: sms((t) => `"${t}" satışında ödeme güvenceniz onaylandı.`),
      };
    }
    case 'sale_appointment_set': {
      const when = at(data.appointmentAt);
      const office = data.office ?? '';
      const line = `"${title}" için tapu randevunuz: ${when}, ${office}.`;
      return {
        ...common,
        title: 'Tapu randevunuz belirlendi',
        body: line,
        subject: `Tapu randevusu: ${title}`,
        paragraphs: [
          line,
          'Randevuya kimliğinizle gidin; tapu harcı ve döner sermaye bedeli tapu müdürlüğünde ödenir.',
        ],
        sms: sms((t) => `"${t}" tapu randevunuz: ${when}, ${office}.`),
      };
    }
    case 'sale_completed': {
      const line = `"${title}" satışı (${number}) tamamlandı; tapu devri kaydedildi.`;
      return {
        ...common,
        title: 'Satış tamamlandı',
        body: line,
        subject: `Satış tamamlandı: ${title}`,
        paragraphs: [line, 'Satış belgelerine satış sayfasından ulaşabilirsiniz.'],
        sms: sms((t) => `"${t}" satışı tamamlandı.`),
      };
    }
    case 'sale_cancelled': {
      const reason = data.reasonLabel ?? '';
      const line = `"${title}" satışı (${number}) iptal edildi: ${reason}.`;
      const fee =
        data.serviceFee && data.serviceFee > 0
          ? `Alıcının ${formatTl(data.serviceFee)} teminatı iade edilecek.`
          : null;
      return {
        ...common,
        title: 'Satış iptal edildi',
        body: line,
        subject: `Satış iptal edildi: ${title}`,
        paragraphs: fee ? [line, fee] : [line],
        sms: sms((t) => `"${t}" satışı iptal edildi.`),
      };
    }
  }
}
