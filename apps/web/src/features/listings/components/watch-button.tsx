import { WATCHLIST_MESSAGES as M } from '@arsamezat/shared/listings/watchlist-texts';
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { cx } from '../../../components/ui/cx';
import { useAfterSessionCheck } from '../../../lib/session/use-after-session-check';
import { useAuth } from '../../../lib/session/use-auth';
import { useSetWatching, useWatchedIds, useWatchStatus } from '../api/watch';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import { takePendingAction } from '../lib/pending-action';
import { formatInteger } from '@arsamezat/shared/core/number-format';

type WatchButtonProps = {
  listingId: string;
  listingTitle: string;
  /** 'icon': the heart on a card's image; 'full': the labelled button of the detail page. */
  variant?: 'icon' | 'full';
  className?: string;
};

/**
 * 'Takip Et' / 'Takip Ediliyor'. A guest is sent to sign in and, back on the page, the listing
 * is followed without a second press. The detail page also says how many people follow it.
 */
export function WatchButton({
  listingId,
  listingTitle,
  variant = 'icon',
  className,
}: WatchButtonProps) {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  // A card reads the one list of followed ids; the detail page asks about its listing and count.
  const ids = useWatchedIds(variant === 'icon' ? userId : null);
  const status = useWatchStatus(listingId, userId, variant === 'full');
  const mutation = useSetWatching(listingId);
  const signInFirst = useSignInFirst();
  const finishing = useRef(false);
  const watching = (variant === 'icon' ? ids.data?.has(listingId) : status.data?.watching) ?? false;
  const watchers = status.data?.watchers;

  const change = (next: boolean) =>
    mutation.mutate(next, {
      onSuccess: () => toast.success(next ? M.watched : M.unwatched),
      onError: () => toast.error(M.watchFailed),
    });

  // Back from signing in: finish the follow the guest asked for.
  useEffect(() => {
    if (auth.status !== 'authenticated' || finishing.current) return;
    if (takePendingAction('watch', (action) => action.listingId === listingId)) {
      finishing.current = true;
      change(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [auth.status, listingId]);

  const onClick = useAfterSessionCheck(auth.status, () => {
    if (mutation.isPending) return;
    if (auth.status !== 'authenticated') {
      signInFirst({ kind: 'watch', listingId });
      return;
    }
    change(!watching);
  });

  const label = watching ? M.watching : M.watch;
  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={watching}
        aria-label={`${label}: ${listingTitle}`}
        title={label}
        className={cx(
          'grid size-11 place-items-center rounded-full bg-surface/90 shadow-sm backdrop-blur transition-colors hover:bg-surface',
          watching ? 'text-red-600' : 'text-ink-700',
          className,
        )}
      >
        <Heart aria-hidden className={cx('size-5', watching && 'fill-current')} />
      </button>
    );
  }
  return (
    <div className={cx('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={watching}
        disabled={mutation.isPending}
        className={cx(
          'inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors disabled:opacity-60',
          watching
            ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'
            : 'border-ink-200 bg-surface text-ink-800 hover:bg-ink-50',
        )}
      >
        <Heart aria-hidden className={cx('size-4', watching && 'fill-current')} />
        {label}
      </button>
      {watchers !== undefined && watchers > 0 && (
        <span className="text-sm text-ink-600">{formatInteger(watchers)} kişi takip ediyor</span>
      )}
    </div>
  );
}
