import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session/use-auth';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { USER_MENU_TRIGGER_CLASSES, UserMenuTriggerContent } from './lazy-menus';
import { accountNavItems } from './account-nav-items';
import { useOpenUntilChange } from './use-open-until-change';

type UserMenuProps = {
  user: SessionUser;
  isAdmin: boolean;
  closeToken: string;
  /** Open at once: its stand-in button was tapped while this chunk loaded (lazy-menus.tsx). */
  openAtStart?: boolean;
};

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 [&_svg]:size-4';

/** The signed-in member's menu in the desktop top bar: Profilim, Panelim, Admin Paneli, sign-out. */
export function UserMenu({ user, isAdmin, closeToken, openAtStart }: UserMenuProps) {
  const [open, setOpen] = useOpenUntilChange(closeToken, openAtStart);
  const signOut = useSignOut();
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger aria-label="Hesap menüsü" className={USER_MENU_TRIGGER_CLASSES}>
        <UserMenuTriggerContent firstName={firstName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-ink-100 bg-surface p-1.5 shadow-raised"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs text-ink-500">
            <span className="block truncate text-sm font-semibold text-ink-900">
              {user.fullName}
            </span>
            {isAdmin ? 'Yönetici' : 'Üye'}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          {accountNavItems(isAdmin, user.firm).map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClasses}>
              <Link to={to}>
                <Icon aria-hidden />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
            <LogOut aria-hidden />
            Çıkış Yap
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
