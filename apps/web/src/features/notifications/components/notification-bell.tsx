import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { GETTING_READY_CLASSES } from '../../../components/ui/getting-ready';
import { quietly, useLoadWhenIdle } from '../../../lib/load-when-idle';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNotifications } from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';

/** Over 99 the badge says 99+. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

const TRIGGER_CLASSES =
  'relative inline-grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 hover:text-ink-900';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.NotificationPopover })),
);

/**
 * The signed-in member's bell in the top bar: the unread count, live, and the list in a panel.
 * The panel is a Radix popover whose code loads when the finger lands on the bell or the browser
 * is idle; until then a plain button of the same look stands in and a press opens the list once
 * its code is there (as the header's menus, decision 063) — the member's header does not wait
 * for Radix (issue 26 item 16).
 */
export function NotificationBell() {
  const [wanted, setWanted] = useState(false);
  const live = useHydrated();
  const query = useNotifications(true);
  useNotificationStream(true);
  useLoadWhenIdle(loadPopover);
  const unread = query.data?.unread ?? 0;
  const label = unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';
  const face = (
    <>
      <Bell aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          data-testid="notification-count"
          className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </>
  );
  const standIn = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      // Drawn by the server for a known member (decision 095), it opens nothing until the page is
      // live: it says so (063).
      aria-busy={live && !wanted ? undefined : true}
      className={`${TRIGGER_CLASSES} ${GETTING_READY_CLASSES}`}
      onPointerDown={quietly(loadPopover)}
      onClick={() => setWanted(true)}
    >
      {face}
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationPopover
        query={query}
        label={label}
        triggerClassName={TRIGGER_CLASSES}
        openAtStart
      >
        {face}
      </NotificationPopover>
    </Suspense>
  );
}
