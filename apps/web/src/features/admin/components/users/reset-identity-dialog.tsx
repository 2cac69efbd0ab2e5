import {
  ADMIN_IDENTITY_MESSAGES as M,
  ResetIdentitySchema,
} from '@arsamezat/shared/admin/admin-identity';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useResetUserIdentity } from '../../api/admin-identity';

type ResetIdentityDialogProps = {
  userId: string;
  fullName: string;
  open: boolean;
  onClose: () => void;
};

/** Removes a member's verified identity with a reason (audited); they verify again to deposit. */
export function ResetIdentityDialog({ userId, fullName, open, onClose }: ResetIdentityDialogProps) {
  const mutation = useResetUserIdentity(userId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function confirm() {
    const parsed = ResetIdentitySchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.reasonRequired);
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success(M.resetDone);
      close();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Sıfırlama yapılamadı.');
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() => void confirm()}
      icon={RotateCcw}
      tone="danger"
      title="Kimlik doğrulamasını sıfırla"
      description={
        <p>
          <strong className="font-semibold text-ink-800">{fullName}</strong> adlı üyenin doğrulanmış
          kimliği silinecek. Yatırılmış teminatları ve teklifleri korunur; bir sonraki teminattan
          önce kimliğini yeniden doğrulaması gerekir.
        </p>
      }
      confirmLabel="Evet, Sıfırla"
      pendingLabel="Sıfırlanıyor..."
      pending={mutation.isPending}
    >
      <FormField label="Sıfırlama gerekçesi" className="mt-3" hint="Denetim kaydına yazılır.">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            className={`${inputClassName} h-auto py-2.5`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
