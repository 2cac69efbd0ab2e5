import {
  AdminRefundsQuerySchema,
  type AdminRefund,
  type AdminRefundGroup,
} from '@arsamezat/shared/admin/admin-payments';
import { Banknote, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminRefunds, useRefundDeposit, useRefundListing } from '../api/admin-refunds';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RefundGroups, RefundSummary } from '../components/refunds/refund-groups';
import { RefundsList } from '../components/refunds/refunds-list';
import { SectionHeader } from '../components/shell/section-header';
import { PagedList } from '../components/shell/paged-list';

const REFUND_FAILED = 'İade gerçekleştirilemedi.';

/** The refund queue: deposits to give back (oldest first, overdue in red) and those given back. */
export function AdminRefundsPage() {
  useDocumentTitle('İadeler');
  const [params, setParams] = useSearchParams();
  const parsed = AdminRefundsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminRefundsQuerySchema.parse({});
  const list = useAdminRefunds(query);
  const { data } = list;
  const [one, setOne] = useState<AdminRefund | null>(null);
  const [group, setGroup] = useState<AdminRefundGroup | null>(null);
  const refundOne = useRefundDeposit();
  const refundAll = useRefundListing();

  const show = (view: 'due' | 'refunded', page = 1) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (view !== 'due') next.set('view', view);
      if (query.listingId) next.set('listingId', query.listingId);
      if (page > 1) next.set('page', String(page));
      return next;
    });

  async function confirmOne() {
    if (!one) return;
    try {
      toast.success((await refundOne.mutateAsync(one.depositId)).message);
    } catch (error) {
      toast.error(REFUND_FAILED, {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 10_000,
      });
    }
    setOne(null);
  }

  async function confirmAll() {
    if (!group) return;
    try {
      const done = await refundAll.mutateAsync(group.listing.id);
      if (done.failed.length === 0) toast.success(done.message);
      else
        toast.error(done.message, {
          description: done.failed.map((f) => `${f.memberName}: ${f.reason}`).join('\n'),
          duration: 12_000,
        });
    } catch (error) {
      toast.error(REFUND_FAILED, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
    setGroup(null);
  }

  const tab = (view: 'due' | 'refunded', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={query.view === view}
      onClick={() => show(view)}
      className={cx(
        'h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-inset',
        query.view === view
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-4">
      <SectionHeader
        title="İadeler"
        description="Kaybeden katılımcıların ve iptal edilen ilanların teminatları 7 iş günü içinde iade edilir."
      />
      {data && <RefundSummary summary={data.summary} />}
      {data && query.view === 'due' && <RefundGroups groups={data.groups} onRefundAll={setGroup} />}
      <div role="tablist" aria-label="İadeler" className="flex flex-wrap gap-2">
        {tab('due', 'Bekleyenler')}
        {tab('refunded', 'İade Edilenler')}
      </div>
      <Card className="overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(query.view, page)}
          errorText="İadeler yüklenirken bir hata oluştu."
          empty={{
            icon: CircleCheck,
            title: query.view === 'due' ? 'İade bekleyen teminat yok.' : 'Henüz iade yapılmadı.',
          }}
        >
          {(items) => <RefundsList refunds={items} onRefund={setOne} />}
        </PagedList>
      </Card>
      <ConfirmDialog
        open={one !== null}
        title="Teminat iade edilsin mi?"
        amount={one?.amount ?? 0}
        confirmLabel="İade Et"
        pendingLabel="İade ediliyor..."
        pending={refundOne.isPending}
        onConfirm={() => void confirmOne()}
        onClose={() => setOne(null)}
        icon={Banknote}
        description={
          <>
            <p>
              <strong className="text-ink-800">{one?.member.fullName}</strong> —{' '}
              {one?.listing.title}
            </p>
            <p>
              {one?.provider === 'manual'
                ? 'Bu teminat havale/EFT ile alındı: tutarı üyenin hesabına gönderdiğinizi onaylayın.'
                : 'Tutar ödeme sağlayıcısı üzerinden üyenin kartına iade edilir. Sağlayıcı onaylayınca teminat “iade edildi” olur.'}
            </p>
          </>
        }
      />
      <ConfirmDialog
        open={group !== null}
        title="Tüm teminatlar iade edilsin mi?"
        amount={group?.amount ?? 0}
        confirmLabel={`${group?.count ?? 0} Teminatı İade Et`}
        pendingLabel="İade ediliyor..."
        pending={refundAll.isPending}
        onConfirm={() => void confirmAll()}
        onClose={() => setGroup(null)}
        icon={Banknote}
        description={
          <>
            <p>
              <strong className="text-ink-800">{group?.listing.title}</strong> ilanında iade
              bekleyen {group?.count} teminat tek tek ödeme sağlayıcısı üzerinden iade edilir.
            </p>
          </>
        }
      />
    </div>
  );
}
