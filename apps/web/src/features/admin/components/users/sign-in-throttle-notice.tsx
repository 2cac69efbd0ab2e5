import type { SignInThrottleStatus } from '@arsamezat/shared/admin/admin-users';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';
import { formatShortDateTime } from '../../../../lib/format-date';

type SignInThrottleNoticeProps = {
  status: SignInThrottleStatus;
  /** Opens the confirmation that clears it. */
  onClear: () => void;
};

/**
 * A member's failed sign-ins in the day (decision 052): below the ceiling, how many; past it,
 * until when a sign-in needs an SMS code too. Nothing when there are none.
 */
export function SignInThrottleNotice({ status, onClear }: SignInThrottleNoticeProps) {
  if (status.failures === 0) return null;
  const throttled = status.codeRequiredUntil !== null;
  return (
    <Notice
      tone="warning"
      className="mt-4"
      title={
        throttled
          ? 'Giriş sınırı aşıldı: girişte SMS kodu isteniyor'
          : `Son 24 saatte ${status.failures} hatalı giriş denemesi`
      }
    >
      {status.codeRequiredUntil ? (
        <p>
          {`Son 24 saatte ${status.failures} hatalı giriş denemesi (sınır ${status.limit}). ${formatShortDateTime(status.codeRequiredUntil)} tarihine kadar şifrenin yanında telefona gönderilen kod isteniyor.`}
        </p>
      ) : (
        <p>{`${status.limit} hatalı denemede şifreyle girişte SMS kodu da istenir.`}</p>
      )}
      {status.lastFailureAt && (
        <p>{`Son hatalı deneme: ${formatShortDateTime(status.lastFailureAt)}`}</p>
      )}
      <Button variant="outline" className="mt-2" onClick={onClear}>
        <KeyRound aria-hidden />
        Sınırı Kaldır
      </Button>
    </Notice>
  );
}
