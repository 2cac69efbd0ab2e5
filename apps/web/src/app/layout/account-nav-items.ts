import { Heart, History, LayoutDashboard, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { paths } from '../../config/paths';
import type { NavItem } from './nav-items';

/**
 * The member's links, the one list both the desktop user menu and the phone drawer draw
 * (spec 01 §2: the drawer holds the same entries), so the two cannot drift apart. Admins also
 * get the admin panel. Apart from the public links: only the menus' own chunks load it.
 */
export function accountNavItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: paths.profile, label: 'Profilim', icon: UserRound },
    { to: paths.dashboard, label: 'Panelim', icon: LayoutDashboard },
    { to: paths.bids, label: 'Tekliflerim', icon: History },
    { to: paths.watchlist, label: 'Takip Ettiklerim', icon: Heart },
    { to: paths.settings, label: 'Ayarlar', icon: Settings },
  ];
  if (isAdmin) items.push({ to: paths.adminDashboard, label: 'Admin Paneli', icon: ShieldCheck });
  return items;
}
