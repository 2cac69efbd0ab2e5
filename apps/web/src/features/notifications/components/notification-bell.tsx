import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNotifications } from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationList } from './notification-list';

/** Over 99 the badge says 99+. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The signed-in member's bell in the top bar: the unread count, live, and the list in a panel
 * (full width under the bar on a phone, a 24 rem card on wider screens).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useNotifications(true);
  useNotificationStream(true);
  const unread = query.data?.unread ?? 0;
  const label = unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="relative inline-grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 hover:text-ink-900"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[calc(100vw-16px)] max-w-sm rounded-xl border border-ink-100 bg-surface shadow-raised"
        >
          <NotificationList query={query} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
