import { ADMIN_USERS_MESSAGES, type AdminUserSummary } from '@arsamezat/shared/admin/admin-users';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { useClearSignInThrottle } from '../../api/admin-users';

type ClearThrottleDialogProps = {
  user: Pick<AdminUserSummary, 'id' | 'fullName'> | null;
  onClose: () => void;
};

/** Forgets a member's failed sign-ins after asking: their password alone signs in again. */
export function ClearThrottleDialog({ user, onClose }: ClearThrottleDialogProps) {
  const mutation = useClearSignInThrottle();

  async function confirm() {
    if (!user) return;
    try {
      toast.success((await mutation.mutateAsync(user.id)).message);
      onClose();
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : ADMIN_USERS_MESSAGES.signInThrottleClearFailed,
      );
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      icon={KeyRound}
      title="Giriş sınırını kaldır"
      description={
        <p>
          <strong className="font-semibold text-ink-800">{user?.fullName}</strong> adlı üyenin
          telefonu için sayılan tüm hatalı giriş denemeleri silinecek; üye yeniden yalnızca
          şifresiyle giriş yapabilecek. Denemeler başkasından geliyorsa yeniden başlayabilir.
        </p>
      }
      confirmLabel="Evet, Sınırı Kaldır"
      pendingLabel="Kaldırılıyor..."
      pending={mutation.isPending}
    />
  );
}
