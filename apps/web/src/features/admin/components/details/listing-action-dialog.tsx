import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import { istanbulToDate, toIstanbulInputs } from '@arsamezat/shared/core/istanbul-time';
import { takesOffers } from '@arsamezat/shared/listings/listing-types';
import { formatTl } from '@arsamezat/shared/core/money';
import { Ban, CalendarPlus, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useListingAction } from '../../api/listing-actions';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

export type ListingActionKind = 'cancel' | 'extend' | 'close-early';

const DAY_MS = 24 * 60 * 60 * 1000;
const input =
  'block h-11 w-full rounded-xl border border-ink-300 bg-surface px-3 text-base text-ink-900 shadow-xs';

const FAILED: Record<ListingActionKind, string> = {
  cancel: 'İlan iptal edilirken bir hata oluştu.',
  extend: 'Bitiş zamanı uzatılırken bir hata oluştu.',
  'close-early': 'İhale sonlandırılırken bir hata oluştu.',
};

type Props = { action: ListingActionKind | null; detail: AdminListingDetail; onClose: () => void };

/** Confirms one listing action with what it does to the listing and its deposits. */
export function ListingActionDialog({ action, detail, onClose }: Props) {
  const { listing } = detail;
  const mutation = useListingAction();
  // Mounted when an action is chosen, so the proposed end follows the current one.
  const [end, setEnd] = useState(() =>
    toIstanbulInputs(new Date(Date.parse(listing.endsAt) + DAY_MS)),
  );
  const newEnd = istanbulToDate(end.date, end.time);
  const later = newEnd !== null && newEnd.getTime() > Date.parse(listing.endsAt);

  async function confirm() {
    if (!action) return;
    try {
      const result = await mutation.mutateAsync(
        action === 'extend'
          ? { kind: 'extend', listingId: listing.id, endsAt: newEnd?.toISOString() ?? '' }
          : { kind: action, listingId: listing.id },
      );
      toast.success(result.message);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : FAILED[action], { duration: 8000 });
    }
  }

  const deposit =
    listing.depositAmount > 0 ? (
      <>
        Katılımcıların tamamlanmış <strong>{formatTl(listing.depositAmount)}</strong> teminatları
        iade sırasına alınır.
      </>
    ) : (
      <>Tamamlanmış teminatlar iade sırasına alınır.</>
    );
  const title = <strong className="font-semibold break-words text-ink-800">{listing.title}</strong>;
  const common = {
    open: action !== null,
    onClose,
    onConfirm: () => void confirm(),
    pending: mutation.isPending,
    pendingLabel: 'İşleniyor...',
  };

  if (action === 'extend') {
    return (
      <ConfirmDialog
        {...common}
        icon={CalendarPlus}
        title="Bitiş zamanını uzat"
        confirmLabel="Süreyi Uzat"
        canConfirm={later}
        description={
          <p>
            {title} şu an <strong>{formatDateTime(listing.endsAt)}</strong> tarihinde bitiyor. Yeni
            bitiş zamanı bundan sonra olmalıdır (İstanbul saati).
          </p>
        }
      >
        <div className="grid grid-cols-2 gap-3">
          <label className="space-y-1 text-sm font-medium text-ink-700">
            <span>Yeni Bitiş Tarihi</span>
            <input
              type="date"
              className={input}
              value={end.date}
              onChange={(e) => setEnd({ ...end, date: e.target.value })}
            />
          </label>
          <label className="space-y-1 text-sm font-medium text-ink-700">
            <span>Yeni Bitiş Saati</span>
            <input
              type="time"
              className={input}
              value={end.time}
              onChange={(e) => setEnd({ ...end, time: e.target.value })}
            />
          </label>
        </div>
        {!later && (
          <p className="mt-2 text-sm text-red-700">
            Yeni bitiş zamanı mevcut bitiş zamanından sonra olmalıdır.
          </p>
        )}
      </ConfirmDialog>
    );
  }
  if (action === 'close-early') {
    return (
      <ConfirmDialog
        {...common}
        icon={TimerOff}
        tone="danger"
        title="İhaleyi şimdi bitirmek istiyor musunuz?"
        confirmLabel="Evet, Erken Bitir"
        description={
          <>
            <p>{title} henüz teklif almadı; şimdi sona erecek ve kazananı olmayacak.</p>
            <p>{deposit}</p>
          </>
        }
      />
    );
  }
  return (
    <ConfirmDialog
      {...common}
      icon={Ban}
      tone="danger"
      title="İlanı iptal etmek istiyor musunuz?"
      confirmLabel="Evet, İptal Et"
      description={
        <>
          <p>
            {title} iptal edilecek ve teklif alamayacak.{' '}
            {takesOffers(listing.listingType) && 'Bekleyen pazarlık teklifleri reddedilir. '}
            {deposit}
          </p>
          <p>
            Katılımcılar ilanı ve teminatlarının durumunu kendi panellerinde görür. Bu işlem geri
            alınamaz.
          </p>
        </>
      }
    />
  );
}
