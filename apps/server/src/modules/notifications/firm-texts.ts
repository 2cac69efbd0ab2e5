import { paths } from '@arsamezat/shared/site/web-paths';
import type { NotificationTexts } from './notification-texts.ts';

/*
 * The Turkish texts of the operator's decisions on a firm (issue 28, decision 068), kept apart
 * from notification-texts.ts, which hands these events here. E-mail and in-app only.
 */

export const FIRM_EVENTS = [
  'firm_approved',
  'firm_documents_requested',
  'firm_rejected',
  'firm_suspended',
  'firm_reinstated',
] as const;
export type FirmEvent = (typeof FIRM_EVENTS)[number];

export const isFirmEvent = (event: string): event is FirmEvent =>
  (FIRM_EVENTS as readonly string[]).includes(event);

/** What the decision's notification carries: the firm's title and the operator's note. */
export type FirmData = { firmTitle?: string | null; reason?: string | null };

export function firmTexts(event: FirmEvent, data: FirmData): NotificationTexts {
  const firm = data.firmTitle ?? 'Firmanız';
  const reason = data.reason ?? '';
  const sms = (text: string) => (siteName: string) => `${siteName}: ${text}`;
  switch (event) {
    case 'firm_approved':
      return {
        title: 'Kurumsal başvurunuz onaylandı',
        body: `"${firm}" firma hesabı onaylandı. Firma Paneli'nden ilanlarınızı oluşturabilirsiniz.`,
        subject: `Kurumsal başvurunuz onaylandı: ${firm}`,
        paragraphs: [
          `"${firm}" için yaptığınız kurumsal başvuru onaylandı.`,
          "Firma Paneli'nden ilan paketlerinizi alabilir, ilanlarınızı oluşturup onaya gönderebilir ve firmanıza kullanıcı ekleyebilirsiniz.",
        ],
        action: 'Firma Paneli',
        link: paths.firm,
        sms: sms(`"${firm}" kurumsal başvurunuz onaylandı.`),
      };
    case 'firm_documents_requested':
      return {
        title: 'Başvurunuz için eksik belge',
        body: `"${firm}" başvurunuz için eksik belge istendi: ${reason}`,
        subject: `Kurumsal başvurunuz için eksik belge: ${firm}`,
        paragraphs: [
          `"${firm}" için yaptığınız kurumsal başvuruyu inceledik; başvurunuzu tamamlamak için bir belge daha gerekiyor.`,
          `Açıklama: ${reason}`,
          'Belgeyi Kurumsal Başvuru sayfasından yükleyebilirsiniz; başvurunuz yeniden incelemeye alınır.',
        ],
        action: 'Belge Yükle',
        link: paths.firmApply,
        sms: sms(`"${firm}" kurumsal başvurunuz için eksik belge istendi.`),
      };
    case 'firm_rejected':
      return {
        title: 'Kurumsal başvurunuz reddedildi',
        body: `"${firm}" başvurunuz reddedildi: ${reason}`,
        subject: `Kurumsal başvurunuz reddedildi: ${firm}`,
        paragraphs: [
          `"${firm}" için yaptığınız kurumsal başvuru reddedildi.`,
          `Gerekçe: ${reason}`,
          'Eksikleri giderdikten sonra Kurumsal Başvuru sayfasından yeniden başvurabilirsiniz.',
        ],
        action: 'Kurumsal Başvuru',
        link: paths.firmApply,
        sms: sms(`"${firm}" kurumsal başvurunuz reddedildi.`),
      };
    case 'firm_suspended':
      return {
        title: 'Firma hesabınız askıya alındı',
        body: `"${firm}" firma hesabı askıya alındı: ${reason}`,
        subject: `Firma hesabınız askıya alındı: ${firm}`,
        paragraphs: [
          `"${firm}" firma hesabı askıya alındı.`,
          `Gerekçe: ${reason}`,
          'Yayındaki ilanlarınız yerinde kalır; askı kalkana kadar yeni ilan onaya gönderemezsiniz. Sorularınız için bizimle iletişime geçebilirsiniz.',
        ],
        action: 'Başvuru Durumu',
        link: paths.firmApply,
        sms: sms(`"${firm}" firma hesabınız askıya alındı.`),
      };
    case 'firm_reinstated':
      return {
        title: 'Firma hesabınızın askısı kaldırıldı',
        body: `"${firm}" firma hesabı yeniden etkin; ilanlarınızı onaya gönderebilirsiniz.`,
        subject: `Firma hesabınız yeniden etkin: ${firm}`,
        paragraphs: [
          `"${firm}" firma hesabının askısı kaldırıldı.`,
          'İlanlarınızı yeniden onaya gönderebilirsiniz.',
        ],
        action: 'Firma Paneli',
        link: paths.firm,
        sms: sms(`"${firm}" firma hesabınızın askısı kaldırıldı.`),
      };
  }
}
