import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api-client';
import { useDeleteListing } from '../../api/listing-writes';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

type DeleteListingDialogProps = {
  /** The listing to delete; null keeps the dialog closed. */
  listing: Pick<ListingSummary, 'id' | 'title'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks before deleting; the server refuses (and says why) when money records exist. */
export function DeleteListingDialog({ listing, onClose, onDeleted }: DeleteListingDialogProps) {
  const mutation = useDeleteListing();

  async function confirm() {
    if (!listing) return;
    try {
      await mutation.mutateAsync(listing.id);
      toast.success(ADMIN_MESSAGES.deleted);
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error(ADMIN_MESSAGES.deleteFailed, {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 8000,
      });
    }
  }

  return (
    <ConfirmDialog
      open={listing !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      icon={TriangleAlert}
      tone="danger"
      title="İlanı silmek istiyor musunuz?"
      description={
        <p>
          <strong className="font-semibold text-ink-800">{listing?.title}</strong> ilanı
          görselleriyle birlikte kalıcı olarak silinecek. Bu işlem geri alınamaz.
        </p>
      }
      confirmLabel="Evet, Sil"
      pendingLabel="Siliniyor..."
      pending={mutation.isPending}
    />
  );
}
