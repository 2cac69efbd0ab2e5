import { ChevronDown, Menu, UserRound } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { GETTING_READY_CLASSES } from '../../components/ui/getting-ready';
import { useKeptPress } from '../../lib/kept-press';
import { quietly, useLoadWhenIdle } from '../../lib/load-when-idle';
import { useHydrated } from '../../lib/use-hydrated';
import type { MobileDrawer as MobileDrawerType } from './mobile-drawer';
import type { UserMenu as UserMenuType } from './user-menu';

/**
 * The drawer and the member's menu are Radix dialogs and menus, which the first paint does not
 * need (issue 14's JavaScript budget): each is a chunk of its own. Until it is wanted a plain
 * button of the same look stands in (decision 063): the server draws it, it is live as soon as
 * the top bar has hydrated — not when the chunk has come — and a tap on it opens the menu, at
 * once if the chunk is there, else when it arrives. The chunk is asked for when the finger lands
 * on the button, and otherwise once the page is live and the browser idle. A tap made after the
 * first paint but before the page was live is kept by the boot script and opens the menu then.
 */
const loadDrawer = () => import('./mobile-drawer');
const loadUserMenu = () => import('./user-menu');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

export const DRAWER_TRIGGER_CLASSES = `-mr-2 grid size-11 place-items-center rounded-xl text-ink-800 hover:bg-ink-100 md:hidden ${GETTING_READY_CLASSES}`;
export const USER_MENU_TRIGGER_CLASSES =
  'inline-flex h-11 items-center gap-2 rounded-xl border border-ink-200 bg-surface pr-3 pl-1.5 text-sm font-medium text-ink-800 hover:bg-ink-50';

type DrawerProps = Omit<ComponentProps<typeof MobileDrawerType>, 'openAtStart'>;
type UserMenuProps = Omit<ComponentProps<typeof UserMenuType>, 'openAtStart'>;

export function LazyMobileDrawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(false);
  const live = useHydrated();
  useLoadWhenIdle(loadDrawer);
  // A tap before the page was live opens the drawer now (boot.ts kept it).
  useKeptPress('menu', () => setWanted(true));
  const standIn = (
    <button
      type="button"
      aria-label="Menüyü aç"
      aria-haspopup="dialog"
      aria-expanded={false}
      // Drawn by the server, it opens nothing until the page is live: it says so (063).
      aria-busy={live && !wanted ? undefined : true}
      data-keep-press="menu"
      className={DRAWER_TRIGGER_CLASSES}
      onPointerDown={quietly(loadDrawer)}
      onClick={() => setWanted(true)}
    >
      <Menu aria-hidden className="size-6" />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileDrawer {...props} openAtStart />
    </Suspense>
  );
}

export function LazyUserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const live = useHydrated();
  useLoadWhenIdle(loadUserMenu);
  useKeptPress('account-menu', () => setWanted(true));
  const firstName = props.user.fullName.split(' ')[0] ?? props.user.fullName;
  const standIn = (
    <button
      type="button"
      aria-label="Hesap menüsü"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={live && !wanted ? undefined : true}
      data-keep-press="account-menu"
      className={`${USER_MENU_TRIGGER_CLASSES} ${GETTING_READY_CLASSES}`}
      onPointerDown={quietly(loadUserMenu)}
      onClick={() => setWanted(true)}
    >
      <UserMenuTriggerContent firstName={firstName} />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu {...props} openAtStart />
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
