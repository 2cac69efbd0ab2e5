import type { AdminUserSummary } from '@arsamezat/shared/admin/admin-users';
import { LockOpen } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api-client';
import { useUnbanUser } from '../../api/admin-users';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      icon={LockOpen}
      title="Engeli kaldır"
      description={
        <p>
          <strong className="font-semibold text-ink-800">{user?.fullName}</strong> yeniden giriş
          yapabilecek ve teklif verebilecek.
        </p>
      }
      confirmLabel="Evet, Engeli Kaldır"
      pendingLabel="Kaldırılıyor..."
      pending={mutation.isPending}
    />
  );
}
