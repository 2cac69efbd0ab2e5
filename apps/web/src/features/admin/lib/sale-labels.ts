import type {
  RunnerUpStatus,
  SaleAction,
  SaleListItem,
  SALE_LIST_FILTERS,
} from '@arsamezat/shared/sales/sale';

/** The operator's lists of 'Satışlar' (issue 29), in the order of the filter buttons. */
export const SALE_FILTER_LABELS: Record<(typeof SALE_LIST_FILTERS)[number], string> = {
  open: 'Süren',
  overdue: 'Süresi Geçen',
  completed: 'Tamamlanan',
  ended: 'İptal / Temerrüt',
  all: 'Tümü',
};

/** What an empty list of each filter says. */
export const SALE_FILTER_EMPTY: Record<(typeof SALE_LIST_FILTERS)[number], string> = {
  open: 'Süren satış yok.',
  overdue: 'Süresi geçen satış adımı yok.',
  completed: 'Tamamlanan satış yok.',
  ended: 'İptal edilen veya temerrüde düşen satış yok.',
  all: 'Henüz satış yok.',
};

export const OVERDUE_LABEL = 'Süresi geçti';

/** The operator's next action on a sale, as the list's 'Sonraki İşlem' says it. */
export const SALE_NEXT_ACTION_LABELS: Record<SaleAction, string> = {
  confirm_purchase: 'Alıcı onayı',
  enter_payment: 'Ödeme bilgisini gir',
  confirm_payment: 'Ödemeyi onayla',
  set_appointment: 'Tapu randevusunu gir',
  complete: 'Devri kaydet',
  cancel: 'Satışı iptal et',
  declare_default: 'Temerrüt kararı ver',
  offer_runner_up: 'Yedek alıcıya öner',
  answer_runner_up: 'Yedek alıcının yanıtı',
  relist: 'İlanı yeniden aç',
};

export const RUNNER_UP_STATUS_LABELS: Record<RunnerUpStatus, string> = {
  held: 'teminatı tutuluyor',
  offered: 'satış önerildi',
  accepted: 'kabul etti',
  declined: 'reddetti',
  expired: 'yanıt süresi doldu',
  released: 'teminatı serbest',
};

/**
 * The 'Sonraki İşlem' line: the operator's own action, or whose turn it is when it is someone
 * else's (the buyer's confirmation or payment, the runner-up's answer, the firm's records).
 */
export function nextActionText(sale: Pick<SaleListItem, 'nextAction' | 'step' | 'runnerUpStatus'>) {
  if (sale.nextAction) return SALE_NEXT_ACTION_LABELS[sale.nextAction];
  if (sale.runnerUpStatus === 'offered') return 'Yedek alıcının yanıtı bekleniyor';
  switch (sale.step) {
    case 'buyer_confirmation':
      return 'Alıcının onayı bekleniyor';
    case 'payment_security':
      return 'Alıcının ödeme bilgisi bekleniyor';
    case 'title_appointment':
      return 'Satıcı firmanın kaydı bekleniyor';
    default:
      return null;
  }
}
