import {
  ADMIN_USERS_MESSAGES,
  ROLE_LABELS,
  type AdminUserSummary,
} from '@arsamezat/shared/admin/admin-users';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api-client';
import { useChangeUserRole } from '../../api/admin-users';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

type RoleDialogProps = {
  /** The user whose role flips (admin ↔ user); null keeps the dialog closed. */
  user: Pick<AdminUserSummary, 'id' | 'fullName' | 'role'> | null;
  onClose: () => void;
};

/** Asks before making someone admin or taking it away; the server refuses self and last admin. */
export function RoleDialog({ user, onClose }: RoleDialogProps) {
  const mutation = useChangeUserRole();
  const next = user?.role === 'admin' ? 'user' : 'admin';

  async function confirm() {
    if (!user) return;
    try {
      const result = await mutation.mutateAsync({ id: user.id, role: next });
      toast.success(result.message);
      onClose();
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : 'Bilinmeyen hata';
      toast.error(ADMIN_USERS_MESSAGES.roleUpdateFailed(reason), { duration: 8000 });
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      icon={ShieldCheck}
      title={`Rolü ${ROLE_LABELS[next]} olarak değiştir`}
      description={
        <p>
          <strong className="font-semibold text-ink-800">{user?.fullName}</strong>{' '}
          {next === 'admin'
            ? 'yönetim paneline tam erişim kazanacak: ilanları, kullanıcıları ve ödemeleri yönetebilecek.'
            : 'yönetim paneline erişimini kaybedecek ve normal kullanıcı olacak.'}
        </p>
      }
      confirmLabel={`Evet, ${ROLE_LABELS[next]} yap`}
      pendingLabel="Güncelleniyor..."
      pending={mutation.isPending}
    />
  );
}
