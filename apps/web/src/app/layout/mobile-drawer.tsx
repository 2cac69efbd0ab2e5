import { loginPathFor, signupPathFor } from '@arsamezat/shared/accounts/return-path';
import { LogOut, Menu, Phone, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { PageSpinner } from '../../components/ui/spinner';
import type { AuthState } from '../../lib/session/use-auth';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useSiteConfig } from '../../lib/site-config';
import { BrandLink } from './brand-link';
import { DRAWER_TRIGGER_CLASSES } from './lazy-menus';
import { useReturnHere } from './use-return-here';
import { accountNavItems } from './account-nav-items';
import { auctionsNavItem, publicNavItems, type NavItem } from './nav-items';
import { useOpenUntilChange } from './use-open-until-change';

type MobileDrawerProps = {
  auth: AuthState;
  /** Changes on navigation and on auth change; the drawer closes when it does. */
  closeToken: string;
  /** Open at once: its stand-in button was tapped while this chunk loaded (lazy-menus.tsx). */
  openAtStart?: boolean;
};

/**
 * The menu under 768 px: a panel sliding in from the right with the same entries as the top
 * bar. Radix Dialog traps focus, closes on Escape and on the backdrop, and labels the panel.
 */
export function MobileDrawer({ auth, closeToken, openAtStart }: MobileDrawerProps) {
  const [open, setOpen] = useOpenUntilChange(closeToken, openAtStart);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Menüyü aç" className={DRAWER_TRIGGER_CLASSES}>
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 transition-opacity duration-200 starting:opacity-0 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(86vw,22rem)] flex-col bg-surface shadow-raised transition-transform duration-200 ease-out starting:translate-x-full md:hidden"
        >
          <Dialog.Title className="sr-only">Menü</Dialog.Title>
          <div className="flex h-16 items-center justify-between border-b border-ink-100 px-4">
            <BrandLink />
            <Dialog.Close
              aria-label="Menüyü kapat"
              className="-mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobil menü" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {[auctionsNavItem, ...publicNavItems].map((item) => (
                <DrawerLink key={item.to} item={item} />
              ))}
            </ul>
            <DrawerAccount auth={auth} />
          </nav>
          <DrawerContact />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerLink({ item: { to, label, icon: Icon } }: { item: NavItem }) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          cx(
            'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium transition-colors',
            isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50',
          )
        }
      >
        <Icon aria-hidden className="size-5 text-brand-600" />
        {label}
      </NavLink>
    </li>
  );
}

function DrawerAccount({ auth }: { auth: AuthState }) {
  const signOut = useSignOut();
  const back = useReturnHere();
  if (auth.status === 'loading') return <PageSpinner label="Oturum bilgileri yükleniyor..." />;
  if (auth.status === 'unauthenticated') {
    return (
      <div className="mt-6 grid gap-2 border-t border-ink-100 px-1 pt-6">
        <Button asChild variant="primary" size="lg" fullWidth>
          <Link to={signupPathFor(back)}>Kayıt Ol</Link>
        </Button>
        <Button asChild variant="outline" size="lg" fullWidth>
          <Link to={loginPathFor(back)}>Giriş Yap</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-6 border-t border-ink-100 pt-4">
      <p className="truncate px-3 pb-2 text-sm text-ink-500">{auth.user.fullName}</p>
      <ul className="space-y-1">
        {accountNavItems(auth.isAdmin, auth.user.firm).map((item) => (
          <DrawerLink key={item.to} item={item} />
        ))}
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-50"
          >
            <LogOut aria-hidden className="size-5 text-brand-600" />
            Çıkış Yap
          </button>
        </li>
      </ul>
    </div>
  );
}

function DrawerContact() {
  const { company } = useSiteConfig();
  return (
    <div className="border-t border-ink-100 bg-canvas px-5 py-4 text-sm text-ink-600">
      <p className="font-medium text-ink-800">Sorunuz mu var?</p>
      <a
        href={`tel:${company.phoneHref}`}
        className="mt-1 inline-flex items-center gap-2 font-semibold text-brand-700"
      >
        <Phone aria-hidden className="size-4" />
        {company.phone}
      </a>
    </div>
  );
}
