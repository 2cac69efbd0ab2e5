import type { ListingSummary } from '@arsamezat/shared/listings';
import { TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useDeleteListing } from '../../api/listing-writes';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-xl bg-red-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700 active:bg-red-800 disabled:opacity-50';

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
    <AlertDialog.Root open={listing !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
              <TriangleAlert aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                İlanı silmek istiyor musunuz?
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-ink-600">
                <strong className="font-semibold break-words text-ink-800">{listing?.title}</strong>{' '}
                ilanı görselleriyle birlikte kalıcı olarak silinecek. Bu işlem geri alınamaz.
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Vazgeç</Button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={mutation.isPending}
              onClick={() => void confirm()}
            >
              {mutation.isPending ? 'Siliniyor...' : 'Evet, Sil'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
