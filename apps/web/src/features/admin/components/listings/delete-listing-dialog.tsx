import { listingDeleteMessages } from '@arsamezat/shared/admin/admin-listing-deletion';
import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api-client';
import { useDeleteListing } from '../../api/listing-writes';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

type DeleteListingDialogProps = {
  /** The listing to delete (one the server said it would delete); null keeps it closed. */
  listing: Pick<ListingSummary, 'id' | 'title' | 'listingType'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/**
 * Asks before deleting. Offered only where the server said it would delete; if it refuses after
 * all (a deposit paid meanwhile), the dialog closes and the toast gives the server's reason,
 * while the listing views read again and stop offering 'Sil'.
 */
export function DeleteListingDialog({ listing, onClose, onDeleted }: DeleteListingDialogProps) {
  const mutation = useDeleteListing();

  async function confirm() {
    if (!listing) return;
    const messages = listingDeleteMessages(listing.listingType);
    try {
      await mutation.mutateAsync(listing.id);
      toast.success(messages.deleted);
      onClose();
      onDeleted?.();
    } catch (error) {
      onClose();
      toast.error(messages.failed, {
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
