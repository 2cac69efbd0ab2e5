import {
  ArrowLeft,
  BellRing,
  Building2,
  CreditCard,
  FileLock2,
  FileCheck2,
  Gavel,
  HandCoins,
  Handshake,
  LayoutDashboard,
  Mail,
  Megaphone,
  MonitorCog,
  Package,
  ReceiptText,
  RotateCcw,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { cx } from '../../../../components/ui/cx';
import { paths } from '../../../../config/paths';
import { adminPaths } from '../../admin-paths';

type Section = { to: string; label: string; icon: LucideIcon };

/**
 * The side menu: spec §2.8's sections in Turkish (decision 026) and the operator's sections of
 * issue 11.
 */
export const ADMIN_SECTIONS: Section[] = [
  { to: adminPaths.dashboard, label: 'Genel Bakış', icon: LayoutDashboard },
  { to: adminPaths.listings, label: 'İlanlar', icon: Gavel },
  // Issue 28: firms' listings waiting for approval.
  { to: adminPaths.listingReviews, label: 'İlan Onayları', icon: FileCheck2 },
  { to: adminPaths.offers, label: 'Teklifler', icon: HandCoins },
  // Issue 29: every sale after the hammer, overdue first.
  { to: adminPaths.sales, label: 'Satışlar', icon: Handshake },
  // Issue 29: the service fee's invoices, failed first.
  { to: adminPaths.invoices, label: 'Faturalar', icon: ReceiptText },
  { to: adminPaths.users, label: 'Kullanıcılar', icon: Users },
  { to: adminPaths.firms, label: 'Firmalar', icon: Building2 },
  { to: adminPaths.kvkk, label: 'KVKK Başvuruları', icon: FileLock2 },
  { to: adminPaths.payments, label: 'Ödemeler', icon: CreditCard },
  { to: adminPaths.refunds, label: 'İadeler', icon: RotateCcw },
  { to: adminPaths.packages, label: 'Paketler', icon: Package },
  { to: adminPaths.notifications, label: 'Bildirimler', icon: BellRing },
  { to: adminPaths.campaigns, label: 'Duyurular', icon: Megaphone },
  { to: adminPaths.messages, label: 'Mesajlar', icon: Mail },
  { to: adminPaths.audit, label: 'Denetim Kaydı', icon: ScrollText },
  // Issue 31: the running system — instances, queues, failed jobs, the database.
  { to: adminPaths.system, label: 'Sistem Durumu', icon: MonitorCog },
];

export const BACK_LABEL = 'Kullanıcı Paneline Dön';

/** The section the current address belongs to (the listing form is in İlanlar). */
function currentSection(pathname: string): string {
  return ADMIN_SECTIONS.find((s) => pathname.startsWith(s.to))?.to ?? adminPaths.dashboard;
}

/** From 768 px: the side menu. */
export function AdminSideNav() {
  return (
    <nav aria-label="Yönetim menüsü" className="sticky top-24 space-y-0.5">
      {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cx(
              'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
              isActive
                ? 'bg-brand-700 text-white shadow-sm'
                : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
            )
          }
        >
          <Icon aria-hidden className="size-5 shrink-0" />
          {label}
        </NavLink>
      ))}
      <div className="my-3 border-t border-ink-200" />
      <Link
        to={paths.dashboard}
        className="flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden className="size-5 shrink-0" />
        {BACK_LABEL}
      </Link>
    </nav>
  );
}

/** Below 768 px: the menu becomes a select at the top, with the way back beside it. */
export function AdminMobileNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="flex items-end gap-2">
      <label className="min-w-0 flex-1 space-y-1">
        <span className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Bölüm</span>
        <select
          value={currentSection(pathname)}
          onChange={(event) => void navigate(event.target.value)}
          className="block h-11 w-full rounded-xl border border-ink-300 bg-surface px-3 text-base font-medium text-ink-900 shadow-xs"
        >
          {ADMIN_SECTIONS.map((section) => (
            <option key={section.to} value={section.to}>
              {section.label}
            </option>
          ))}
        </select>
      </label>
      <Link
        to={paths.dashboard}
        className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-ink-200 bg-surface px-3 text-sm font-medium text-ink-700"
      >
        <ArrowLeft aria-hidden className="size-4" />
        <span className="sr-only min-[420px]:not-sr-only">{BACK_LABEL}</span>
      </Link>
    </div>
  );
}
