import { formatInteger } from '@arsamezat/shared/core/number-format';
import { WATCHLIST_MESSAGES as M } from '@arsamezat/shared/listings/watchlist-texts';
import { Heart } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { GETTING_READY_CLASSES } from '../../../components/ui/getting-ready';
import { useAuth } from '../../../lib/session/use-auth';
import { useKeptPress } from '../../../lib/kept-press';
import { whenToastsReady } from '../../../lib/toasts';
import { useAfterIdle } from '../../../lib/use-after-idle';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSetWatching, useWatchedIds, useWatchStatus } from '../api/watch';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import { takePendingAction } from '../lib/pending-action';

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
 *
 * Before the session is known (decision 063) it is light — no queries but the detail page's
 * count: for a guest a link to the sign-in page, which works before the page's scripts have run;
 * while a member's session is being checked a button that shows it is getting ready and keeps a
 * press (the follow is remembered and finished once the member is known, or the guest is sent to
 * sign in). A browse page draws twelve of them while it starts.
 */
export function WatchButton(props: WatchButtonProps) {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <MemberWatchButton {...props} />;
  return <WatchButtonBeforeSession {...props} checking={auth.status === 'loading'} />;
}

function WatchButtonBeforeSession({
  listingId,
  listingTitle,
  variant = 'icon',
  className,
  checking,
}: WatchButtonProps & { checking: boolean }) {
  const signInFirst = useSignInFirst();
  const navigate = useNavigate();
  // The detail page's count, asked for once the page is live and idle (decision 063).
  const idle = useAfterIdle();
  const status = useWatchStatus(listingId, null, variant === 'full' && idle);
  const pressed = useRef(false);
  const follow = { kind: 'watch', listingId } as const;

  // A press kept while the session was checked, and it turned out a guest's: on to sign in.
  useEffect(() => {
    if (!checking && pressed.current) void navigate(signInFirst.href);
  }, [checking, navigate, signInFirst.href]);

  const look = watchLook(variant, false, className);
  const content = <WatchContent variant={variant} watching={false} />;
  const label =
    variant === 'icon' ? { 'aria-label': `${M.watch}: ${listingTitle}`, title: M.watch } : {};
  const control = checking ? (
    <button
      type="button"
      aria-pressed={false}
      aria-busy
      onClick={() => {
        signInFirst.remember(follow);
        pressed.current = true;
      }}
      className={look}
      {...label}
    >
      {content}
    </button>
  ) : (
    <Link
      to={signInFirst.href}
      onClick={() => signInFirst.remember(follow)}
      className={look}
      {...label}
    >
      {content}
    </Link>
  );
  if (variant === 'icon') return control;
  return (
    <FullWatch className={className} watchers={status.data?.watchers}>
      {control}
    </FullWatch>
  );
}

function MemberWatchButton({
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
  const finishing = useRef(false);
  const watching = (variant === 'icon' ? ids.data?.has(listingId) : status.data?.watching) ?? false;
  // Drawn by the server for a known member (decision 095) before their follows are known: it
  // says it is getting ready until it is live and knows, and a press made before the page was
  // live follows the listing once it is — what the button the member saw offered.
  const live = useHydrated();
  const known = (variant === 'icon' ? ids.data : status.data) !== undefined;
  const keptPress = `watch-${variant}-${listingId}`;

  const change = (next: boolean) =>
    mutation.mutate(next, {
      // sonner loads with the toast outlet, not with a page's twelve hearts.
      onSuccess: () =>
        void whenToastsReady().then((toast) => toast.success(next ? M.watched : M.unwatched)),
      onError: () => void whenToastsReady().then((toast) => toast.error(M.watchFailed)),
    });

  useKeptPress(keptPress, () => change(true));

  // Back from signing in (or a press kept while the session was checked): finish the follow.
  useEffect(() => {
    if (finishing.current) return;
    if (takePendingAction('watch', (action) => action.listingId === listingId)) {
      finishing.current = true;
      change(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the member is known
  }, [listingId]);

  const label = watching ? M.watching : M.watch;
  const button = (
    <button
      type="button"
      onClick={() => {
        if (!mutation.isPending) change(!watching);
      }}
      aria-pressed={watching}
      aria-busy={live && known ? undefined : true}
      data-keep-press={keptPress}
      {...(variant === 'icon'
        ? { 'aria-label': `${label}: ${listingTitle}`, title: label }
        : { disabled: mutation.isPending })}
      className={watchLook(variant, watching, className)}
    >
      <WatchContent variant={variant} watching={watching} />
    </button>
  );
  if (variant === 'icon') return button;
  return (
    <FullWatch className={className} watchers={status.data?.watchers}>
      {button}
    </FullWatch>
  );
}

function watchLook(variant: 'icon' | 'full', watching: boolean, className?: string): string {
  if (variant === 'icon') {
    return cx(
      'grid size-11 place-items-center rounded-full bg-surface/90 shadow-sm backdrop-blur transition-colors hover:bg-surface',
      GETTING_READY_CLASSES,
      watching ? 'text-red-600' : 'text-ink-700',
      className,
    );
  }
  return cx(
    'inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors disabled:opacity-60',
    GETTING_READY_CLASSES,
    watching
      ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'
      : 'border-ink-200 bg-surface text-ink-800 hover:bg-ink-50',
  );
}

function WatchContent({ variant, watching }: { variant: 'icon' | 'full'; watching: boolean }) {
  if (variant === 'icon') {
    return <Heart aria-hidden className={cx('size-5', watching && 'fill-current')} />;
  }
  return (
    <>
      <Heart aria-hidden className={cx('size-4', watching && 'fill-current')} />
      {watching ? M.watching : M.watch}
    </>
  );
}

/** The detail page's button with how many people follow the listing. */
function FullWatch({
  className,
  watchers,
  children,
}: {
  className?: string | undefined;
  watchers: number | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      {children}
      {watchers !== undefined && watchers > 0 && (
        <span className="text-sm text-ink-600">{formatInteger(watchers)} kişi takip ediyor</span>
      )}
    </div>
  );
}
