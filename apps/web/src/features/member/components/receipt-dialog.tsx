import type { MyDepositRecord, PaymentReceipt } from '@arsamezat/shared/member/member-records';
import { formatTl } from '@arsamezat/shared/core/money';
import { Printer, ReceiptText, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { useSiteConfig } from '../../../lib/site-config';

type ReceiptDialogProps = {
  deposit: MyDepositRecord;
  receipt: PaymentReceipt;
};

/**
 * A printable receipt of a completed deposit payment: order number, authorisation code, amount,
 * date and listing. Printing shows the receipt alone (styles.css, `data-print-receipt`).
 */
export function ReceiptDialog({ deposit, receipt }: ReceiptDialogProps) {
  const site = useSiteConfig();
  const rows: [string, string][] = [
    ['İlan', deposit.listing.title || 'Arsa'],
    ['Tutar', formatTl(receipt.amount)],
    ['Ödeme Tarihi', formatDateTime(receipt.paidAt)],
    ['Sipariş No', receipt.orderId],
    ['Yetkilendirme Kodu', receipt.authCode ?? '—'],
    ['İşlem No', receipt.transactionId ?? '—'],
  ];
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <ReceiptText aria-hidden />
          Makbuzu Görüntüle
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 print:hidden" />
        <Dialog.Content
          data-print-receipt
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface shadow-raised sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[30rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl print:static print:max-h-none print:w-full print:translate-none print:overflow-visible print:rounded-none print:shadow-none"
        >
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-3.5 print:px-0">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-ink-900">
              <ReceiptText aria-hidden className="size-5 text-brand-600" />
              Teminat Ödeme Makbuzu
            </Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              className="-mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 print:hidden"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="px-5 py-4 print:px-0">
            <p className="text-sm font-semibold text-ink-900">{site.siteName}</p>
            <p className="text-xs text-ink-600">
              {site.company.name} · {site.company.address}
            </p>
            <dl className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100">
              {rows.map(([label, value]) => (
                <div
                  key={label}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5"
                >
                  <dt className="text-sm text-ink-600">{label}</dt>
                  <dd className="min-w-0 text-sm font-semibold break-all text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-ink-600">
              Bu makbuz, lisanslı ödeme kuruluşu üzerinden 3-D Secure ile alınan katılım teminatı
              (Hizmet Bedeli Peşinatı) içindir. Kart bilgileriniz saklanmaz.
            </p>
            <div className="mt-5 flex gap-3 print:hidden">
              <Button className="flex-1" onClick={() => window.print()}>
                <Printer aria-hidden />
                Yazdır
              </Button>
              <Dialog.Close asChild>
                <Button variant="outline" className="flex-1">
                  Kapat
                </Button>
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
