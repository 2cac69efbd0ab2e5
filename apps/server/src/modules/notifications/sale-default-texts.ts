import { formatTl, formatTlSuffix } from '@arsamezat/shared/core/money';
import { formatIstanbulLongDateTime } from '@arsamezat/shared/core/istanbul-time';
import { fitSmsPart } from '@arsamezat/shared/notifications/sms-length';
import { SALE_STEP_LABELS, type SaleStep } from '@arsamezat/shared/sales/sale';
import { SALE_DEFAULT_NOTIFICATION_EVENTS } from './notification-events-sale-default.ts';
import type { NotificationTexts } from './notification-texts.ts';
import { timeLeftText } from './reminder-texts.ts';

/*
 * The Turkish texts of the sale's default, runner-up and reminder events (issue 29), kept apart
 * from notification-texts.ts, which hands these events here. Their link is the sale's page.
 */

export type SaleDefaultEvent = keyof typeof SALE_DEFAULT_NOTIFICATION_EVENTS;

export const isSaleDefaultEvent = (event: string): event is SaleDefaultEvent =>
  Object.hasOwn(SALE_DEFAULT_NOTIFICATION_EVENTS, event);

export type SaleDefaultData = {
  listingTitle?: string | null;
  saleId?: string | null;
  saleNumber?: string | null;
  /** The runner-up's highest bid or offer, the price they may be offered. */
  runnerUpAmount?: number | null;
  /** ISO: the runner-up's hold ends / their answer is due. */
  holdUntil?: string | null;
  answerBy?: string | null;
  /** The defaulted sale's reason (Turkish label) and the fee kept. */
  reasonLabel?: string | null;
  serviceFee?: number | null;
  /** A reminder's step, its deadline (ISO) and whether the recipient is the buyer. */
  step?: string | null;
  deadline?: string | null;
  forBuyer?: boolean | null;
};

/** The sale's page in the web app (`/sales/:id`, issue 29). */
export const salePageLink = (saleId: string) => `/sales/${encodeURIComponent(saleId)}`;

const SALE_REMINDER_EVENTS = ['sale_reminder_early', 'sale_reminder_last_day'] as const;

/** A sale reminder delivered after its deadline (a retry too late) is not sent. */
export const saleReminderOutlived = (event: string, deadline: unknown, at: Date) =>
  (SALE_REMINDER_EVENTS as readonly string[]).includes(event) &&
  typeof deadline === 'string' &&
  Date.parse(deadline) <= at.getTime();

/** What the person reminded must do at the step ('satın almayı onaylamanız'). */
function reminderTask(step: string | null | undefined, forBuyer: boolean): string {
  switch (step) {
    case 'buyer_confirmation':
      return 'satın almayı SMS koduyla onaylamanız';
    case 'payment_security':
      return forBuyer
        ? 'ödeme güvencesinin referans numarasını girmeniz'
        : 'alıcının girdiği ödeme güvencesini onaylamanız';
    case 'title_appointment':
      return 'tapu randevusunu girip devri tamamlandı olarak kaydetmeniz';
    default:
      return 'satıştaki adımı tamamlamanız';
  }
}

const at = (iso: string | null | undefined) => (iso ? formatIstanbulLongDateTime(iso) : '');

export function saleDefaultTexts(
  event: SaleDefaultEvent,
  data: SaleDefaultData,
  sentAt: Date,
): NotificationTexts {
  const title = data.listingTitle ?? 'Arsa';
  const link = data.saleId ? salePageLink(data.saleId) : undefined;
  const common = { action: 'Satışı Görüntüle', ...(link ? { link } : {}) };
  const sms = (build: (t: string) => string) => (siteName: string) =>
    fitSmsPart((t) => `${siteName}: ${build(t)}`, title);
  switch (event) {
    case 'runner_up_held':
      return {
        ...common,
        title: 'Yedek alıcı oldunuz',
        body: `"${title}" için yedek alıcısınız. Teminatınız en geç ${at(data.holdUntil)} tarihine kadar tutulur.`,
        subject: `Yedek alıcı oldunuz: ${title}`,
        paragraphs: [
          `"${title}" ilanında ${formatTl(data.runnerUpAmount)} teklifinizle ikinci sıradasınız ve Yedek Alıcı oldunuz.`,
          `Teminatınız, kazanan alıcı ödemeyi güvenceye alana kadar iade edilmez; en geç ${at(data.holdUntil)} tarihinde iadeye alınır. Bu tarih, teminatın 7 iş günü içinde iadesi sözümüzün sınırıdır.`,
          `Kazanan alıcı satışı tamamlamazsa satış size en yüksek teklifiniz olan ${formatTl(data.runnerUpAmount)} bedelle önerilebilir; kabul edip etmemek size kalır.`,
        ],
        sms: sms(
          (t) =>
            `"${t}" için yedek alıcısınız. Teminatınız en geç ${at(data.holdUntil)} tarihine kadar tutulur.`,
        ),
      };
    case 'sale_defaulted':
      return {
        ...common,
        title: 'Satış temerrüt nedeniyle sona erdi',
        body: `"${title}" satışı temerrüt nedeniyle sona erdi: ${data.reasonLabel ?? ''}.`,
        subject: `Satış sona erdi (Temerrüt): ${title}`,
        paragraphs: [
          `${data.saleNumber ?? ''} numaralı "${title}" satışı, adımın süresi içinde tamamlanmadığı için temerrüt nedeniyle sona erdi.`,
          `Neden: ${data.reasonLabel ?? ''}.`,
          `Satış koşulları gereği yatırdığınız ${formatTl(data.serviceFee)} teminat hizmet bedeli olarak tahsil edilir ve iade edilmez; hesabınıza bir uyarı eklendi. Bu satış geç ödemeyle yeniden açılmaz.`,
        ],
        sms: sms((t) => `"${t}" satışı temerrüt nedeniyle sona erdi. Teminatınız iade edilmez.`),
      };
    case 'runner_up_offered':
      return {
        ...common,
        title: 'Satış size önerildi',
        body: `"${title}" satışı size ${formatTl(data.runnerUpAmount)} bedelle önerildi. Son yanıt: ${at(data.answerBy)}.`,
        subject: `Satış size önerildi: ${title}`,
        paragraphs: [
          `Kazanan alıcı "${title}" satışını tamamlamadı. Yedek alıcı olarak satış size en yüksek teklifiniz olan ${formatTl(data.runnerUpAmount)} bedelle önerildi.`,
          `Kabul etmek için satış sayfasında SMS kodunuzla onay verin; istemiyorsanız reddedebilirsiniz. Son yanıt zamanı: ${at(data.answerBy)}.`,
          'Kabul ederseniz tutulan teminatınız hizmet bedeli olarak sayılır; reddederseniz ya da süre dolarsa teminatınız iadeye alınır.',
        ],
        sms: sms(
          (t) =>
            `"${t}" satışı size ${formatTlSuffix(data.runnerUpAmount)} bedelle önerildi. Son yanıt: ${at(data.answerBy)}.`,
        ),
      };
    case 'runner_up_accepted':
      return {
        ...common,
        title: 'Yedek alıcı satışı kabul etti',
        body: `"${title}" satışını yedek alıcı ${formatTl(data.runnerUpAmount)} bedelle kabul etti.`,
        subject: `Yedek alıcı satışı kabul etti: ${title}`,
        paragraphs: [
          `"${title}" ilanının temerrüde düşen satışı, yedek alıcıya önerildi ve ${formatTl(data.runnerUpAmount)} bedelle kabul edildi.`,
          `Yeni satış ${data.saleNumber ?? ''} numarasıyla Alıcı Onayı adımından başladı.`,
        ],
        sms: sms((t) => `"${t}" satışını yedek alıcı kabul etti.`),
      };
    case 'sale_reminder_early':
    case 'sale_reminder_last_day': {
      const stepLabel = SALE_STEP_LABELS[(data.step ?? 'buyer_confirmation') as SaleStep];
      const left = timeLeftText(data.deadline ? Date.parse(data.deadline) - sentAt.getTime() : 0);
      const task = reminderTask(data.step, data.forBuyer === true);
      return {
        ...common,
        title: `${stepLabel}: ${left} kaldı`,
        body: `"${title}" satışında ${task} için ${left} kaldı (son: ${at(data.deadline)}).`,
        subject: `${stepLabel} için ${left} kaldı: ${title}`,
        paragraphs: [
          `${data.saleNumber ?? ''} numaralı "${title}" satışında '${stepLabel}' adımının süresi ${at(data.deadline)} tarihinde doluyor; ${left} kaldı.`,
          `Sizden beklenen: ${task}.`,
          data.forBuyer === true
            ? 'Süresinde tamamlanmayan adım temerrüt sayılabilir; bu durumda teminatınız iade edilmez ve hesabınıza uyarı eklenir.'
            : 'Süresinde tamamlanmayan adım satış yöneticisi tarafından incelenir.',
        ],
        sms: sms((t) => `"${t}" satışında ${stepLabel} için ${left} kaldı.`),
      };
    }
  }
}
