import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Container } from '../../components/ui/container';
import { cx } from '../../components/ui/cx';
import { useAuth } from '../../lib/session/use-auth';
import { AuthActions } from './auth-actions';
import { BrandLink } from './brand-link';
import { LazyMobileDrawer } from './lazy-menus';
import { NavigationProgress } from './navigation-progress';
import { auctionsNavItem, publicNavItems } from './nav-items';
import { useScrolled } from './use-scrolled';

type Bell =
  typeof import('../../features/notifications/components/notification-bell').NotificationBell;
/** The bell's component once its module has run: a bell drawn after that is drawn at once. */
let loadedBell: Bell | undefined;

/**
 * Runs the bell's module (its queries, stream and menu are for members only: not in a guest's
 * first load). A member's page starts it as it hydrates (`app/hydrate.tsx`), so that the header
 * shows the member in the same render as the session, not after a loading state React holds
 * for 300 ms (issue 26 item 16).
 */
export const loadNotificationBell = () =>
  import('../../features/notifications/components/notification-bell').then((m) => {
    loadedBell = m.NotificationBell;
    return m.NotificationBell;
  });
const LazyBell = lazy(() => loadNotificationBell().then((bell) => ({ default: bell })));

/** The member's bell; its component chosen once (a later switch would draw it anew, closed). */
function MemberBell() {
  const [NotificationBell] = useState(() => loadedBell ?? LazyBell);
  return (
    <Suspense fallback={<span aria-hidden className="block size-11" />}>
      <NotificationBell />
    </Suspense>
  );
}

/** Spec 01 §2: the bar changes its look once the page is scrolled more than 20 px. */
const SCROLL_THRESHOLD_PX = 20;

/**
 * The fixed top bar: brand, İhaleler and the four public links, then the guest buttons or the
 * member's menu. Under 768 px (`md`) the links move into the slide-in drawer.
 */
export function TopBar() {
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const auth = useAuth();
  const { key } = useLocation();
  // Menus close on any navigation and on any change of who is signed in.
  const closeToken = `${key}|${auth.status}|${auth.user?.id ?? ''}`;
  const { icon: AuctionsIcon } = auctionsNavItem;

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        scrolled ? 'bg-surface/95 shadow-card backdrop-blur-md' : 'bg-canvas',
      )}
    >
      <NavigationProgress />
      <Container
        className={cx(
          // Between 768 and 1024 px the row is full: tighter side padding keeps it on one line.
          'flex items-center justify-between gap-3 transition-[height] duration-200 md:px-4 lg:px-8',
          scrolled ? 'h-16' : 'h-20',
        )}
      >
        <BrandLink />
        <nav aria-label="Ana menü" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <li className="mr-1 lg:mr-2">
              <NavLink
                to={auctionsNavItem.to}
                className={({ isActive }) =>
                  cx(
                    // 44 px tall like every other control (decision 032), not the text's 36 px.
                    'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'bg-brand-50 text-brand-800 hover:bg-brand-100',
                  )
                }
              >
                <AuctionsIcon aria-hidden className="hidden size-4 lg:block" />
                {auctionsNavItem.label}
              </NavLink>
            </li>
            {publicNavItems.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cx(
                      'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium transition-colors lg:px-3',
                      isActive
                        ? 'text-brand-800 underline decoration-accent-400 decoration-2 underline-offset-8'
                        : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 md:gap-2">
          {auth.status === 'authenticated' ? <MemberBell /> : null}
          <AuthActions auth={auth} closeToken={closeToken} />
          <LazyMobileDrawer auth={auth} closeToken={closeToken} />
        </div>
      </Container>
    </header>
  );
}
