import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';
import { adminPaths } from './admin-paths';
import { AccessDenied } from './components/shell/access-denied';
import { AdminShell } from './components/shell/admin-shell';
import { AdminComingSoonPage } from './pages/admin-coming-soon-page';
import { AdminListingDetailsPage } from './pages/admin-listing-details-page';
import { AdminListingEditPage } from './pages/admin-listing-edit-page';
import { AdminListingNewPage } from './pages/admin-listing-new-page';
import { AdminListingsPage } from './pages/admin-listings-page';
import { AdminOverviewPage } from './pages/admin-overview-page';

/**
 * The admin panel (/admin/*), one lazily loaded chunk. RequireAdmin in front of it already
 * redirects guests and members; should a non-admin reach it anyway, they see Access Denied.
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
        <Route path="users" element={<AdminComingSoonPage section="users" />} />
        <Route path="payments" element={<AdminComingSoonPage section="payments" />} />
        <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
