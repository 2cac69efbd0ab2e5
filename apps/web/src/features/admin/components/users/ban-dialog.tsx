import { ADMIN_USERS_MESSAGES, type AdminUserSummary } from '@arsamezat/shared/admin/admin-users';
import { istanbulToDate, toIstanbulInputs } from '@arsamezat/shared/core/istanbul-time';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useBanUser } from '../../api/admin-users';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type BanDialogProps = {
  user: Pick<AdminUserSummary, 'id' | 'fullName'> | null;
  onClose: () => void;
};

/**
 * Bans a member until an Istanbul date and time, or indefinitely, with a reason. Says before
 * confirming what happens: sessions end now, sign-in is refused, highest bids stay valid.
 */
export function BanDialog({ user, onClose }: BanDialogProps) {
  const mutation = useBanUser();
  const [indefinite, setIndefinite] = useState(false);
  const [until, setUntil] = useState(() => toIstanbulInputs(new Date(Date.now() + WEEK_MS)));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!user) return;
    setError(null);
    const at = indefinite ? null : istanbulToDate(until.date, until.time);
    if (!indefinite && !at) return setError(ADMIN_USERS_MESSAGES.banUntilInvalid);
    if (reason.trim() === '') return setError(ADMIN_USERS_MESSAGES.banReasonRequired);
    try {
      const result = await mutation.mutateAsync({
        id: user.id,
        ban: { until: at ? at.toISOString() : null, reason },
      });
      toast.success(result.message);
      setReason('');
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Bilinmeyen hata');
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      icon={Ban}
      tone="danger"
      title="Kullanıcıyı engelle"
      description={
        <>
          <p>
            <strong className="font-semibold text-ink-800">{user?.fullName}</strong> tüm cihazlarda
            hemen oturumu kapatılacak ve engel bitene kadar giriş yapamayacak.
          </p>
          <p>
            Verdiği teklifler geçerli kalır: sürmekte olan ihalelerdeki en yüksek teklifleri
            silinmez, teminatları olduğu gibi kalır.
          </p>
        </>
      }
      confirmLabel="Evet, Engelle"
      pendingLabel="Engelleniyor..."
      pending={mutation.isPending}
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink-800">Engel süresi</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink-800">
          <input
            type="radio"
            name="ban-kind"
            className="size-4 accent-brand-700"
            checked={!indefinite}
            onChange={() => setIndefinite(false)}
          />
          Belirli bir tarihe kadar
        </label>
        {!indefinite && (
          <div className="grid gap-3 pl-7 sm:grid-cols-2">
            <FormField label="Tarih">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={inputClassName}
                  value={until.date}
                  onChange={(e) => setUntil({ ...until, date: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Saat">
              {(control) => (
                <input
                  {...control}
                  type="time"
                  className={inputClassName}
                  value={until.time}
                  onChange={(e) => setUntil({ ...until, time: e.target.value })}
                />
              )}
            </FormField>
          </div>
        )}
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink-800">
          <input
            type="radio"
            name="ban-kind"
            className="size-4 accent-brand-700"
            checked={indefinite}
            onChange={() => setIndefinite(true)}
          />
          Süresiz
        </label>
      </fieldset>
      <FormField label="Engelleme nedeni" className="mt-3" hint="Yalnızca yöneticiler görür.">
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
          {ADMIN_USERS_MESSAGES.banFailed(error)}
        </p>
      )}
    </ConfirmDialog>
  );
}
