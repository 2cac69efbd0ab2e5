import type { SessionFirm } from '@arsamezat/shared/accounts/session';
import {
  Building2,
  BriefcaseBusiness,
  Heart,
  History,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { paths } from '../../config/paths';
import type { NavItem } from './nav-items';

/**
 * The member's links, the one list both the desktop user menu and the phone drawer draw
 * (spec 01 §2: the drawer holds the same entries), so the two cannot drift apart. Admins also
 * get the admin panel. Apart from the public links: only the menus' own chunks load it.
 * A member of an approved (or suspended) seller firm gets 'Firma Paneli' and the firm's users;
 * any other member 'Kurumsal Başvuru', where an application's status also shows (issue 28).
 */
export function firmNavItems(firm: SessionFirm | null | undefined): NavItem[] {
  if (firm && (firm.status === 'approved' || firm.status === 'suspended')) {
    return [
      { to: paths.firm, label: 'Firma Paneli', icon: Building2 },
      { to: paths.firmMembers, label: 'Firma Kullanıcıları', icon: UsersRound },
    ];
  }
  return [{ to: paths.firmApply, label: 'Kurumsal Başvuru', icon: BriefcaseBusiness }];
}

export function accountNavItems(isAdmin: boolean, firm?: SessionFirm | null): NavItem[] {
  const items: NavItem[] = [
    { to: paths.profile, label: 'Profilim', icon: UserRound },
    { to: paths.dashboard, label: 'Panelim', icon: LayoutDashboard },
    { to: paths.bids, label: 'Tekliflerim', icon: History },
    { to: paths.watchlist, label: 'Takip Ettiklerim', icon: Heart },
    { to: paths.settings, label: 'Ayarlar', icon: Settings },
  ];
  if (!isAdmin) items.push(...firmNavItems(firm));
  if (isAdmin) items.push({ to: paths.adminDashboard, label: 'Admin Paneli', icon: ShieldCheck });
  return items;
}
