import type { NotificationListResponse } from '@arsamezat/shared/notifications/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { NotificationList } from './notification-list';

type NotificationPopoverProps = {
  query: UseQueryResult<NotificationListResponse>;
  /** The bell's accessible name (with the unread count). */
  label: string;
  /** The bell's icon and badge, as the stand-in drew them. */
  children: ReactNode;
  triggerClassName: string;
  /** Opened by the press that loaded it. */
  openAtStart: boolean;
};

/**
 * The bell with its list in a Radix popover (full width under the bar on a phone, a 24 rem card
 * on wider screens). Loaded on the bell's first press or when the browser is idle
 * (notification-bell.tsx), so the bell itself needs none of Radix's code to show the member.
 */
export function NotificationPopover({
  query,
  label,
  children,
  triggerClassName,
  openAtStart,
}: NotificationPopoverProps) {
  const [open, setOpen] = useState(openAtStart);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={triggerClassName}>
        {children}
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
