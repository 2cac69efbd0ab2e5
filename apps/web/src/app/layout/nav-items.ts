import { CircleHelp, FileText, Gavel, Info, Mail, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** The listings entry, shown first and more prominently than the information links. */
export const auctionsNavItem: NavItem = { to: paths.auctions, label: 'İhaleler', icon: Gavel };

/** The four public links of the top bar (spec 01 §2 "Top bar"), in the spec's order. */
export const publicNavItems: readonly NavItem[] = [
  { to: paths.about, label: 'Hakkımızda', icon: Info },
  { to: paths.termsOfUse, label: 'Sözleşmeler', icon: FileText },
  { to: paths.faq, label: 'SSS', icon: CircleHelp },
  { to: paths.contact, label: 'İletişim', icon: Mail },
];
