import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';
import { adminPaths } from './admin-paths';
import { AccessDenied } from './components/shell/access-denied';
import { AdminShell } from './components/shell/admin-shell';
import { AdminAuditPage } from './pages/admin-audit-page';
import { AdminListingDetailsPage } from './pages/admin-listing-details-page';
import { AdminListingEditPage } from './pages/admin-listing-edit-page';
import { AdminListingNewPage } from './pages/admin-listing-new-page';
import { AdminListingsPage } from './pages/admin-listings-page';
import { AdminMessagesPage } from './pages/admin-messages-page';
import { AdminOffersPage } from './pages/admin-offers-page';
import { AdminKvkkPage } from './pages/admin-kvkk-page';
import { AdminFirmDetailsPage } from './pages/admin-firm-details-page';
import { AdminFirmsPage } from './pages/admin-firms-page';
import { AdminInvoicesPage } from './pages/admin-invoices-page';
import { AdminNotificationsPage } from './pages/admin-notifications-page';
import { AdminCampaignsPage } from './pages/admin-campaigns-page';
import { AdminOverviewPage } from './pages/admin-overview-page';
import { AdminUserDetailsPage } from './pages/admin-user-details-page';
import { AdminUsersPage } from './pages/admin-users-page';
import { AdminPaymentsPage } from './pages/admin-payments-page';
import { AdminPackagesPage } from './pages/admin-packages-page';
import { AdminRefundsPage } from './pages/admin-refunds-page';
import { AdminListingReviewPage } from './pages/admin-listing-review-page';
import { AdminListingReviewsPage } from './pages/admin-listing-reviews-page';
import { AdminSaleSettingsPage } from './pages/admin-sale-settings-page';
import { AdminSalesPage } from './pages/admin-sales-page';
import { AdminSystemPage } from './pages/admin-system-page';

/**
 * The admin panel (/admin/*), one lazily loaded chunk. RequireAdmin in front of it already
 * redirects guests and members; should a non-admin reach it anyway, they see 'Erişim Engellendi'.
 * The session hook is the one cross-feature import: who is signed in is the shell's business.
 */
export function AdminApp() {
  const auth = useAuth();
  if (!auth.isAdmin) return <AccessDenied />;
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={adminPaths.dashboard} replace />} />
        <Route path="dashboard" element={<AdminOverviewPage />} />
        <Route path="listings" element={<AdminListingsPage />} />
        <Route path="listings/new" element={<AdminListingNewPage />} />
        <Route path="listings/:id" element={<AdminListingDetailsPage />} />
        <Route path="listings/:id/edit" element={<AdminListingEditPage />} />
        <Route path="offers" element={<AdminOffersPage />} />
        <Route path="messages" element={<AdminMessagesPage />} />
        <Route path="audit" element={<AdminAuditPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="users/:id" element={<AdminUserDetailsPage />} />
        <Route path="kvkk" element={<AdminKvkkPage />} />
        <Route path="payments" element={<AdminPaymentsPage />} />
        <Route path="packages" element={<AdminPackagesPage />} />
        <Route path="refunds" element={<AdminRefundsPage />} />
        <Route path="notifications" element={<AdminNotificationsPage />} />
        <Route path="campaigns" element={<AdminCampaignsPage />} />
        <Route path="listing-reviews" element={<AdminListingReviewsPage />} />
        <Route path="listing-reviews/:id" element={<AdminListingReviewPage />} />
        <Route path="firms" element={<AdminFirmsPage />} />
        <Route path="firms/:id" element={<AdminFirmDetailsPage />} />
        <Route path="sales" element={<AdminSalesPage />} />
        <Route path="sales/settings" element={<AdminSaleSettingsPage />} />
        <Route path="invoices" element={<AdminInvoicesPage />} />
        <Route path="system" element={<AdminSystemPage />} />
        <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
