import {
  DEPOSIT_STATUS_LABELS,
  type MyDepositRecord,
} from '@arsamezat/shared/member/member-records';
import type { DepositStatus } from '@arsamezat/shared/trading/deposits';
import { formatTl } from '@arsamezat/shared/core/money';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useMyDeposits } from '../api/get-my-deposits';
import { DepositInvoice } from './deposit-invoice';
import { DepositRefundAction } from './deposit-refund-action';
import { StatusPill } from './outcome-badge';
import { ReceiptDialog } from './receipt-dialog';
import { RecordsEmpty, RecordsError, RecordsLoading } from './record-states';
import { Amount, RecordRow } from './record-row';
import { Pager, pageCountOf } from '../../../components/ui/pager';

const STATUS_LOOKS: Record<DepositStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  refund_due: 'bg-ink-100 text-ink-800 ring-ink-200',
  refunded: 'bg-ink-100 text-ink-700 ring-ink-200',
  kept: 'bg-brand-50 text-brand-800 ring-brand-200',
};

function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return <StatusPill look={STATUS_LOOKS[status]}>{DEPOSIT_STATUS_LABELS[status]}</StatusPill>;
}

/**
 * The failed card payments behind a deposit, as one line (issue 26): tries of this deposit, not
 * deposits of their own. A failed row is the latest of tries that led to none.
 */
function FailedAttempts({ deposit }: { deposit: MyDepositRecord }) {
  if (deposit.status === 'failed') {
    const tries = deposit.failedAttempts + 1;
    return (
      <p>Ödeme tamamlanamadı{tries > 1 ? ` (${tries} deneme)` : ''}; kartınızdan ödeme alınmadı.</p>
    );
  }
  if (deposit.failedAttempts === 0) return null;
  return (
    <p data-testid="failed-attempts">
      Başarısız ödeme denemesi: {deposit.failedAttempts}{' '}
      <span className="text-ink-500">(bu denemelerde kartınızdan ödeme alınmadı)</span>
    </p>
  );
}

function DepositDetails({ deposit }: { deposit: MyDepositRecord }) {
  return (
    <>
      <DepositStatusBadge status={deposit.status} />
      {deposit.paidAt && (
        <p>
          Ödeme tarihi: <time dateTime={deposit.paidAt}>{formatDateTime(deposit.paidAt)}</time>
        </p>
      )}
      {deposit.status === 'pending' && <p>Ödeme henüz tamamlanmadı.</p>}
      <FailedAttempts deposit={deposit} />
      {deposit.status === 'refund_due' && deposit.refundSince && deposit.refundBy && (
        <p>
          İade süreci <time dateTime={deposit.refundSince}>{formatDate(deposit.refundSince)}</time>{' '}
          tarihinde başladı. Teminatınız 7 iş günü içinde, en geç{' '}
          <strong className="text-ink-900">
            <time dateTime={deposit.refundBy}>{formatDate(deposit.refundBy)}</time>
          </strong>{' '}
          tarihine kadar ödemeyi yaptığınız karta iade edilir.
        </p>
      )}
      {deposit.status === 'kept' && (
        <p data-testid="deposit-kept">
          Teminatınız satış sonucunda hizmet bedeli olarak tahsil edildi; iade edilmez.
        </p>
      )}
      {deposit.status === 'refunded' && deposit.refundSince && (
        <p>
          İade tarihi: <time dateTime={deposit.refundSince}>{formatDate(deposit.refundSince)}</time>
        </p>
      )}
    </>
  );
}

/**
 * 'Teminatlarım': every deposit with its status, dates and the receipt of its payment; failed
 * card payments are counted on the deposit they led to.
 */
export function DepositsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const deposits = useMyDeposits(page);
  if (deposits.isPending) return <RecordsLoading />;
  if (deposits.isError) {
    return (
      <RecordsError
        message="Teminatlarınız yüklenemedi. Lütfen daha sonra tekrar deneyin."
        onRetry={() => void deposits.refetch()}
      />
    );
  }
  const { items, total, pageSize } = deposits.data;
  if (items.length === 0) {
    return (
      <RecordsEmpty title="Henüz teminat yatırmadınız">
        <p>Bir ihaleye katılmak için ilan sayfasından teminat yatırabilirsiniz.</p>
      </RecordsEmpty>
    );
  }
  return (
    <>
      <ul aria-busy={deposits.isPlaceholderData} className="space-y-3">
        {items.map((deposit) => (
          <li key={deposit.id}>
            <RecordRow
              listing={deposit.listing}
              amount={<Amount label="Teminat" value={formatTl(deposit.amount)} />}
              footer={
                deposit.receipt || deposit.refundable || deposit.invoice ? (
                  <div className="flex flex-wrap items-start gap-3">
                    {deposit.receipt && (
                      <ReceiptDialog deposit={deposit} receipt={deposit.receipt} />
                    )}
                    {deposit.invoice && <DepositInvoice invoice={deposit.invoice} />}
                    {deposit.refundable && <DepositRefundAction deposit={deposit} />}
                  </div>
                ) : undefined
              }
            >
              <DepositDetails deposit={deposit} />
            </RecordRow>
          </li>
        ))}
      </ul>
      <Pager
        className="mt-5"
        page={deposits.data.page}
        pageCount={pageCountOf(total, pageSize)}
        busy={deposits.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}
