import type { AdminUserSummary } from '@arsamezat/shared/admin-users';
import { LockOpen } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useUnbanUser } from '../../api/admin-users';

type UnbanDialogProps = {
  user: Pick<AdminUserSummary, 'id' | 'fullName'> | null;
  onClose: () => void;
};

/** Lifts a ban after asking: the member may sign in again at once. */
export function UnbanDialog({ user, onClose }: UnbanDialogProps) {
  const mutation = useUnbanUser();

  async function confirm() {
    if (!user) return;
    try {
      toast.success((await mutation.mutateAsync(user.id)).message);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Engel kaldırılamadı.');
    }
  }

  return (
    <AlertDialog.Root open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <LockOpen aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                Engeli kaldır
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-ink-600">
                <strong className="font-semibold break-words text-ink-800">{user?.fullName}</strong>{' '}
                yeniden giriş yapabilecek ve teklif verebilecek.
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Vazgeç</Button>
            </AlertDialog.Cancel>
            <Button disabled={mutation.isPending} onClick={() => void confirm()}>
              {mutation.isPending ? 'Kaldırılıyor...' : 'Evet, Engeli Kaldır'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
