import {
  ADMIN_PAYMENT_MESSAGES,
  AdminPaymentsQuerySchema,
  type AdminPayment,
} from '@arsamezat/shared/admin/admin-payments';
import { Banknote, Download, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { paymentsCsvUrl, useAdminPayments, useMoveToRefund } from '../api/admin-payments';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ManualPaymentDialog } from '../components/payments/manual-payment-dialog';
import { PaymentFilters, type PaymentFilterValues } from '../components/payments/payment-filters';
import { PaymentCards, PaymentsTable } from '../components/payments/payments-list';
import { SectionHeader } from '../components/shell/section-header';
import { PagedList } from '../components/shell/paged-list';

/** Payments: filter by status and listing (in the URL), export the filtered rows, act on one. */
export function AdminPaymentsPage() {
  useDocumentTitle('Ödemeler');
  const [params, setParams] = useSearchParams();
  const parsed = AdminPaymentsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminPaymentsQuerySchema.parse({});
  const list = useAdminPayments(query);
  const { data } = list;
  const [manual, setManual] = useState<AdminPayment | null>(null);
  const [toRefund, setToRefund] = useState<AdminPayment | null>(null);
  const moveToRefund = useMoveToRefund();

  const show = (next: PaymentFilterValues, page = 1) =>
    setParams(() => {
      const search = new URLSearchParams();
      if (next.status !== 'all') search.set('status', next.status);
      if (next.listingId) search.set('listingId', next.listingId);
      if (next.kind !== 'all') search.set('kind', next.kind);
      if (page > 1) search.set('page', String(page));
      return search;
    });

  async function confirmRefund() {
    if (!toRefund?.deposit) return;
    try {
      const done = await moveToRefund.mutateAsync(toRefund.deposit.id);
      toast.success(done.message);
      setToRefund(null);
    } catch (error) {
      toast.error(ADMIN_PAYMENT_MESSAGES.updateFailed, {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 8000,
      });
    }
  }

  const handlers = { onManual: setManual, onRefund: setToRefund };
  return (
    <div>
      <SectionHeader
        title="Ödemeler"
        description="Teminat ödemelerini ve ilan paketi satışlarını izleyin, havale/EFT ile gelenleri kaydedin."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={adminPaths.refunds}>
                <Undo2 aria-hidden />
                İadeler
              </Link>
            </Button>
            <Button asChild variant="outline">
              <a href={paymentsCsvUrl(query)} download>
                <Download aria-hidden />
                CSV İndir
              </a>
            </Button>
          </>
        }
      />
      <PaymentFilters
        status={query.status}
        listingId={query.listingId}
        kind={query.kind}
        listings={data?.listings ?? []}
        onChange={(next) => show(next)}
      />
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) =>
            show({ status: query.status, listingId: query.listingId, kind: query.kind }, page)
          }
          errorText="Ödemeler yüklenirken bir hata oluştu."
          empty={{
            icon: ReceiptText,
            title:
              query.status === 'all' && !query.listingId && query.kind === 'all'
                ? 'Henüz ödeme yok.'
                : 'Bu filtrede ödeme bulunamadı.',
          }}
        >
          {(items) => (
            <>
              <div className="hidden lg:block">
                <PaymentsTable payments={items} {...handlers} />
              </div>
              <div className="lg:hidden">
                <PaymentCards payments={items} {...handlers} />
              </div>
            </>
          )}
        </PagedList>
      </Card>
      <ManualPaymentDialog payment={manual} onClose={() => setManual(null)} />
      <ConfirmDialog
        open={toRefund !== null}
        title="Teminat iadeye alınsın mı?"
        amount={toRefund?.amount ?? 0}
        confirmLabel="İadeye Al"
        pendingLabel="Kaydediliyor..."
        pending={moveToRefund.isPending}
        onConfirm={() => void confirmRefund()}
        onClose={() => setToRefund(null)}
        icon={Banknote}
        description={
          <>
            <p>
              <strong className="text-ink-800">{toRefund?.member.fullName}</strong> —{' '}
              {toRefund?.listing?.title}
            </p>
            <p>
              Teminat iade kuyruğuna alınır; üye artık bu teminatla teklif veremez. Para, İadeler
              sayfasında &lsquo;İade Et&rsquo; ile ödeme sağlayıcısı üzerinden geri gönderilir.
            </p>
          </>
        }
      />
    </div>
  );
}
