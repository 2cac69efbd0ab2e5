import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { ShellFallback } from './shell-fallback';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

// Below the fold on every page: its own chunk, fetched with the page's (issue 14).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** Public pages: fixed top bar, the page in `<main>`, the footer. */
export function MainLayout() {
  return (
    // The bar and footer need the site configuration; until it arrives show the bare shell.
    <Suspense fallback={<ShellFallback />}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <TopBar />
        {/* pt-20 keeps content clear of the fixed bar at its tallest. */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 flex-col pt-20 outline-none"
        >
          <Suspense fallback={<PageSpinner label="Yükleniyor..." />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
    </Suspense>
  );
}
