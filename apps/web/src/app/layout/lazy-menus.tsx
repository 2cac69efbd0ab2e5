import { ChevronDown, Menu, UserRound } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { MobileDrawer as MobileDrawerType } from './mobile-drawer';
import type { UserMenu as UserMenuType } from './user-menu';

/**
 * The drawer and the member's menu are Radix dialogs and menus, which the first paint does not
 * need (issue 14's JavaScript budget): each is a chunk of its own, loaded as soon as the bar
 * renders. Until it arrives a look-alike of its button stands in; a tap on it opens the menu
 * when the chunk is there, so an early tap is not lost.
 */
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })),
);
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export const DRAWER_TRIGGER_CLASSES =
  '-mr-2 grid size-11 place-items-center rounded-xl text-ink-800 hover:bg-ink-100 md:hidden';
export const USER_MENU_TRIGGER_CLASSES =
  'inline-flex h-11 items-center gap-2 rounded-xl border border-ink-200 bg-surface pr-3 pl-1.5 text-sm font-medium text-ink-800 hover:bg-ink-50';

type DrawerProps = Omit<ComponentProps<typeof MobileDrawerType>, 'openAtStart'>;
type UserMenuProps = Omit<ComponentProps<typeof UserMenuType>, 'openAtStart'>;

export function LazyMobileDrawer(props: DrawerProps) {
  const [tapped, setTapped] = useState(false);
  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-label="Menüyü aç"
          aria-haspopup="dialog"
          className={DRAWER_TRIGGER_CLASSES}
          onClick={() => setTapped(true)}
        >
          <Menu aria-hidden className="size-6" />
        </button>
      }
    >
      <MobileDrawer {...props} openAtStart={tapped} />
    </Suspense>
  );
}

export function LazyUserMenu(props: UserMenuProps) {
  const [tapped, setTapped] = useState(false);
  const firstName = props.user.fullName.split(' ')[0] ?? props.user.fullName;
  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-label="Hesap menüsü"
          aria-haspopup="menu"
          className={USER_MENU_TRIGGER_CLASSES}
          onClick={() => setTapped(true)}
        >
          <UserMenuTriggerContent firstName={firstName} />
        </button>
      }
    >
      <UserMenu {...props} openAtStart={tapped} />
    </Suspense>
  );
}

/** The avatar, first name and chevron inside the member's menu button (and its stand-in). */
export function UserMenuTriggerContent({ firstName }: { firstName: string }) {
  return (
    <>
      <span className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-800">
        <UserRound aria-hidden className="size-4" />
      </span>
      <span className="max-w-32 truncate">{firstName}</span>
      <ChevronDown aria-hidden className="size-4 text-ink-500" />
    </>
  );
}
