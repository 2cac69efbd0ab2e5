import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { ScrollToTop } from './layout/scroll-to-top';

/** Above both layouts: scroll handling and the toast outlet every feature can use. */
export function RootRoute() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
