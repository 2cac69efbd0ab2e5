import type { FirmListingItem } from '@arsamezat/shared/firms/firm-listings';
import { RotateCcw, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFirmListingAction } from '../api/firm-listing-writes';

export type ListingAction = 'submit' | 'withdraw' | 'delete';

const TEXTS = {
  submit: {
    title: 'İlanı onaya gönder',
    confirm: 'Onaya Gönder',
    pending: 'Gönderiliyor...',
    done: 'İlan onaya gönderildi.',
    icon: Send,
  },
  withdraw: {
    title: 'İlanı onaydan geri çek',
    confirm: 'Onaydan Geri Çek',
    pending: 'Geri çekiliyor...',
    done: 'İlan onaydan geri çekildi; ilan hakkınız iade edildi.',
    icon: RotateCcw,
  },
  delete: {
    title: 'Taslağı sil',
    confirm: 'Evet, Sil',
    pending: 'Siliniyor...',
    done: 'Taslak silindi.',
    icon: Trash2,
  },
} as const;

function describe(action: ListingAction, title: string) {
  switch (action) {
    case 'submit':
      return (
        <>
          <p>
            <strong className="text-ink-900">{title}</strong> platform yetkilisinin onayına
            gönderilecek.
          </p>
          <p>
            Bunun için <strong className="text-ink-900">1 ilan hakkınız</strong> ayrılır. İlan
            yayınlanınca hak kullanılmış olur; iade edilir, reddedilir veya onaydan geri çekerseniz
            hakkınız geri verilir. Onay beklerken ilan düzenlenemez.
          </p>
        </>
      );
    case 'withdraw':
      return (
        <p>
          <strong className="text-ink-900">{title}</strong> taslaklara döner ve ayrılan ilan
          hakkınız geri verilir.
        </p>
      );
    case 'delete':
      return (
        <p>
          <strong className="text-ink-900">{title}</strong> görselleri ve belgeleriyle birlikte
          kalıcı olarak silinir.
        </p>
      );
  }
}

/** The confirmation before 'Onaya Gönder', 'Onaydan Geri Çek' or 'Sil' of one listing. */
export function ListingActionDialog({
  listing,
  action,
  onClose,
  onDone,
}: {
  listing: Pick<FirmListingItem, 'id' | 'title'>;
  action: ListingAction;
  onClose: () => void;
  /** After the change was made (e.g. back to the panel). */
  onDone?: () => void;
}) {
  const mutation = useFirmListingAction(action);
  const text = TEXTS[action];
  const error = mutation.error instanceof ApiError ? mutation.error : null;
  return (
    <ConfirmDialog
      open
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() =>
        mutation.mutate(listing.id, {
          onSuccess: () => {
            toast.success(text.done);
            onClose();
            onDone?.();
          },
        })
      }
      icon={text.icon}
      tone={action === 'delete' ? 'danger' : 'primary'}
      title={text.title}
      description={describe(action, listing.title)}
      confirmLabel={text.confirm}
      pendingLabel={text.pending}
      pending={mutation.isPending}
      canConfirm={error?.code !== 'NO_LISTING_CREDIT'}
    >
      {mutation.error && (
        <Notice tone="error" title="İşlem yapılamadı">
          <p>{error?.message ?? 'Bilinmeyen hata'}</p>
          {error?.code === 'NO_LISTING_CREDIT' && (
            <p className="mt-2">
              <Link to={paths.firmPackages} className="font-semibold underline">
                İlan paketi satın al
              </Link>
            </p>
          )}
        </Notice>
      )}
    </ConfirmDialog>
  );
}
