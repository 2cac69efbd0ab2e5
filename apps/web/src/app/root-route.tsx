import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { AuthSync } from '../features/auth/components/auth-sync';
import { ScrollToTop } from './layout/scroll-to-top';

/** Above both layouts: scroll handling, cross-tab session sync and the toast outlet. */
export function RootRoute() {
  return (
    <>
      <ScrollToTop />
      <AuthSync />
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
