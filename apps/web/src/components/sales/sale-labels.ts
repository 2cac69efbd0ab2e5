import type { SaleAction, SaleListItem } from '@arsamezat/shared/sales/sale';

/**
 * 'Şimdi: …' — the viewer's next move in a sale, one short imperative line for the lists and the
 * sale page's heading. The server decides which action is theirs (`actions`, `nextAction`).
 */
export const SALE_ACTION_NOW: Record<SaleAction, string> = {
  confirm_purchase: 'Satın almayı SMS koduyla onaylayın',
  enter_payment: 'Ödeme güvencesinin referans numarasını girin',
  confirm_payment: 'Girilen ödeme güvencesini kontrol edip onaylayın',
  set_appointment: 'Tapu randevusunun tarihini ve tapu müdürlüğünü girin',
  complete: 'Tapu devrini belgesiyle kaydedip satışı tamamlayın',
  cancel: 'Gerekirse satışı iptal edin',
  declare_default: 'Süre doldu: temerrüdü değerlendirin',
  offer_runner_up: 'Satışı yedek alıcıya teklif edin',
  answer_runner_up: 'Yedek alıcı teklifini yanıtlayın',
  relist: 'İlanı yeniden yayına alın',
};

/** The runner-up's own line in a list: held, offered, or what became of it. */
export function runnerUpLine(
  item: Pick<SaleListItem, 'runnerUpStatus' | 'runnerUpUntil'>,
  date: (iso: string) => string,
): string | null {
  const until = item.runnerUpUntil ? date(item.runnerUpUntil) : null;
  switch (item.runnerUpStatus) {
    case 'held':
      return until
        ? `Yedek alıcısınız — teminatınız ${until} tarihine kadar tutuluyor.`
        : 'Yedek alıcısınız — teminatınız tutuluyor.';
    case 'offered':
      return until
        ? `Satış size teklif edildi — ${until} tarihine kadar yanıtlayın.`
        : 'Satış size teklif edildi.';
    case 'accepted':
      return 'Yedek alıcı teklifini kabul ettiniz.';
    case 'declined':
      return 'Yedek alıcı teklifini reddettiniz; teminatınız iade edilir.';
    case 'expired':
      return 'Yanıt süresi doldu; teminatınız iade edilir.';
    case 'released':
      return 'Yedek alıcılık sona erdi; teminatınız iade edilir.';
    default:
      return null;
  }
}
