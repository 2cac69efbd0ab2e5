import { PROFILE_MESSAGES } from '@arsamezat/shared/member/users';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useElapsed } from '../hooks/use-elapsed';

/** Spec 01 §2, §9: the profile-loading timings. */
export const PROFILE_LOADING = {
  spinnerAfterMs: 500,
  secondsAfterMs: 2000,
  retryAfterMs: 5000,
  autoRetryStartMs: 15_000,
  autoRetryStepMs: 5000,
  autoRetryMaxMs: 30_000,
} as const;

/**
 * While the profile loads: nothing for half a second (a quick answer should not flash), then a
 * spinner, the seconds spent from 2 s, and a retry button from 5 s.
 */
export function ProfileLoading({ onRetry }: { onRetry: () => void }) {
  const elapsed = useElapsed();
  if (elapsed < PROFILE_LOADING.spinnerAfterMs) return <div className="min-h-[40vh]" />;
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-center"
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium text-ink-600">Profil bilgileri yükleniyor...</p>
      {elapsed >= PROFILE_LOADING.secondsAfterMs && (
        <p className="text-xs text-ink-500 tabular-nums">{Math.floor(elapsed / 1000)} saniye</p>
      )}
      {elapsed >= PROFILE_LOADING.retryAfterMs && (
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden />
          Tekrar Dene
        </Button>
      )}
    </div>
  );
}

/**
 * A failed load: the spec's message and a retry button. It also tries again by itself, first
 * after 15 s; each manual retry stretches that by 5 s, up to 30 s.
 */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const [manualRetries, setManualRetries] = useState(0);
  const interval = Math.min(
    PROFILE_LOADING.autoRetryStartMs + manualRetries * PROFILE_LOADING.autoRetryStepMs,
    PROFILE_LOADING.autoRetryMaxMs,
  );
  useEffect(() => {
    const timer = setTimeout(onRetry, interval);
    return () => clearTimeout(timer);
  }, [interval, onRetry]);
  return (
    <Notice tone="error" title={PROFILE_MESSAGES.loadFailed} className="mx-auto max-w-xl">
      <Button
        variant="outline"
        className="mt-3"
        onClick={() => {
          setManualRetries((n) => n + 1);
          onRetry();
        }}
      >
        <RotateCw aria-hidden />
        Tekrar Dene
      </Button>
    </Notice>
  );
}
