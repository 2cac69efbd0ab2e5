import { formatIstanbulDateTime } from '@arsamezat/shared/core/istanbul-time';
import { formatTl } from '@arsamezat/shared/core/money';
import {
  SALE_DOCUMENT_LABELS,
  SALE_END_REASON_LABELS,
  SALE_PAYMENT_METHOD_LABELS,
  type SaleDocumentKind,
  type SaleEndReason,
  type SalePaymentMethod,
} from '@arsamezat/shared/sales/sale';

/*
 * The timeline's Turkish lines, one per `sale_events.kind`, from the detail the event carries
 * (never a secret). A kind without a line of its own says what happened in general words, so a
 * new kind never breaks the page.
 */

type Detail = Record<string, unknown> | null;

const str = (detail: Detail, key: string): string | null => {
  const value = detail?.[key];
  return typeof value === 'string' ? value : null;
};
const num = (detail: Detail, key: string): number | null => {
  const value = detail?.[key];
  return typeof value === 'number' ? value : null;
};
const when = (iso: string | null) => (iso ? formatIstanbulDateTime(new Date(iso)) : '');
const reasonLabel = (detail: Detail) => {
  const reason = str(detail, 'reason');
  return reason && reason in SALE_END_REASON_LABELS
    ? SALE_END_REASON_LABELS[reason as SaleEndReason]
    : 'belirtilmedi';
};

const LINES: Record<string, (detail: Detail) => string> = {
  created: (d) => {
    const price = formatTl(num(d, 'price'));
    const wonAt = str(d, 'wonAt');
    if (wonAt) {
      const what = str(d, 'origin') === 'offer' ? 'Teklif kabul edilmişti' : 'İhale sonuçlanmıştı';
      return `${what} (${when(wonAt)}, ${price}); satış takibi bu kazanım için yeni süreyle başladı.`;
    }
    switch (str(d, 'origin')) {
      case 'offer':
        return `Teklif ${price} bedelle kabul edildi; satış başladı.`;
      case 'runner_up':
        return `Yedek alıcı satışı kabul etti; satış ${price} bedelle başladı.`;
      default:
        return `İhale ${price} bedelle sonuçlandı; satış başladı.`;
    }
  },
  buyer_confirmed: () => 'Alıcı satın almayı SMS koduyla onayladı.',
  payment_entered: (d) => {
    const method = str(d, 'method');
    const label =
      method && method in SALE_PAYMENT_METHOD_LABELS
        ? SALE_PAYMENT_METHOD_LABELS[method as SalePaymentMethod]
        : 'Ödeme';
    const verb = d?.corrected === true ? 'düzeltti' : 'girdi';
    return `Alıcı ödeme güvencesini ${verb}: ${label}, referans ${str(d, 'reference') ?? ''}.`;
  },
  payment_confirmed: () => 'Ödeme güvencesi onaylandı.',
  appointment_set: (d) => {
    const verb = d?.changed === true ? 'değiştirildi' : 'belirlendi';
    return `Tapu randevusu ${verb}: ${when(str(d, 'at'))}, ${str(d, 'office') ?? ''}.`;
  },
  completed: (d) => {
    const kind = str(d, 'documentKind');
    const document =
      kind && kind in SALE_DOCUMENT_LABELS ? SALE_DOCUMENT_LABELS[kind as SaleDocumentKind] : null;
    return document ? `Tapu devri tamamlandı; ${document} eklendi.` : 'Tapu devri tamamlandı.';
  },
  cancelled: (d) => `Satış iptal edildi: ${reasonLabel(d)}.`,
  defaulted: (d) => `Temerrüt bildirildi: ${reasonLabel(d)}.`,
  runner_up_released: () => 'Yedek alıcının teminatı iade için serbest bırakıldı.',
  runner_up_offered: () => 'Satış yedek alıcıya teklif edildi.',
  runner_up_accepted: () => 'Yedek alıcı satışı kabul etti.',
  runner_up_declined: () => 'Yedek alıcı satışı kabul etmedi.',
  runner_up_expired: () => 'Yedek alıcı süresi içinde yanıt vermedi.',
  relisted: () => 'İlan yeniden satışa açıldı.',
  // The document job's line (sale-documents): its title as printed, else the kind's label.
  document_issued: (d) => {
    const kind = str(d, 'documentKind');
    const title =
      str(d, 'title') ??
      (kind && kind in SALE_DOCUMENT_LABELS
        ? SALE_DOCUMENT_LABELS[kind as SaleDocumentKind]
        : null);
    const number = str(d, 'number');
    if (!title) return 'Belge hazırlandı.';
    return number ? `${title} hazırlandı (${number}).` : `${title} hazırlandı.`;
  },
};

export function saleEventText(kind: string, detail: Detail): string {
  return LINES[kind]?.(detail) ?? 'Satışta bir işlem yapıldı.';
}

/** The events a runner-up is shown: the sale's start and end, and their own part. */
export function runnerUpSeesEvent(kind: string): boolean {
  return (
    kind === 'created' ||
    kind === 'cancelled' ||
    kind === 'defaulted' ||
    kind.startsWith('runner_up_')
  );
}
