import {
  ADMIN_USERS_MESSAGES,
  ROLE_LABELS,
  type AdminUserSummary,
} from '@arsamezat/shared/admin-users';
import { ShieldCheck } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useChangeUserRole } from '../../api/admin-users';

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
    <AlertDialog.Root open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                Rolü {ROLE_LABELS[next]} olarak değiştir
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-ink-600">
                <strong className="font-semibold break-words text-ink-800">{user?.fullName}</strong>{' '}
                {next === 'admin'
                  ? 'yönetim paneline tam erişim kazanacak: ilanları, kullanıcıları ve ödemeleri yönetebilecek.'
                  : 'yönetim paneline erişimini kaybedecek ve normal kullanıcı olacak.'}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Vazgeç</Button>
            </AlertDialog.Cancel>
            <Button disabled={mutation.isPending} onClick={() => void confirm()}>
              {mutation.isPending ? 'Güncelleniyor...' : `Evet, ${ROLE_LABELS[next]} yap`}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
