import { ADMIN_USERS_MESSAGES, type AdminUserSummary } from '@arsamezat/shared/admin-users';
import { istanbulToDate, toIstanbulInputs } from '@arsamezat/shared/istanbul-time';
import { Ban } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useBanUser } from '../../api/admin-users';

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-xl bg-red-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700 active:bg-red-800 disabled:opacity-50';
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
    <AlertDialog.Root open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
              <Ban aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                Kullanıcıyı engelle
              </AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="space-y-1 text-sm text-ink-600">
                  <p>
                    <strong className="font-semibold break-words text-ink-800">
                      {user?.fullName}
                    </strong>{' '}
                    tüm cihazlarda hemen oturumu kapatılacak ve engel bitene kadar giriş
                    yapamayacak.
                  </p>
                  <p>
                    Verdiği teklifler geçerli kalır: sürmekte olan ihalelerdeki en yüksek teklifleri
                    silinmez, teminatları olduğu gibi kalır.
                  </p>
                </div>
              </AlertDialog.Description>
            </div>
          </div>
          <fieldset className="mt-5 space-y-3">
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
              <div className="grid grid-cols-2 gap-3 pl-7">
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
              {mutation.isPending ? 'Engelleniyor...' : 'Evet, Engelle'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
