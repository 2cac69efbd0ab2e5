import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthSync } from '../features/auth/components/auth-sync';
import { ScrollToTop } from './layout/scroll-to-top';

// Toasts answer what the visitor does, never the first paint: the outlet is its own chunk.
const ToastOutlet = lazy(() =>
  import('./layout/toast-outlet').then((m) => ({ default: m.ToastOutlet })),
);

/** Above both layouts: scroll handling, cross-tab session sync and the toast outlet. */
export function RootRoute() {
  return (
    <>
      <ScrollToTop />
      <AuthSync />
      <Outlet />
      <Suspense fallback={null}>
        <ToastOutlet />
      </Suspense>
    </>
  );
}
