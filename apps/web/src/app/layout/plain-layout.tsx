import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../lib/site-config';
import { BrandLink } from './brand-link';
import { ShellFallback } from './shell-fallback';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Sign-in, registration and password screens (spec 01 §2 "plain centred layout"): the logo on
 * top, the page in one centred card, no top bar, a one-line footer.
 */
export function PlainLayout() {
  return (
    <Suspense fallback={<ShellFallback />}>
      <div className="flex min-h-dvh flex-col bg-[linear-gradient(to_bottom,var(--color-brand-50),var(--color-canvas)_22rem)]">
        <SkipLink />
        <header className="flex justify-center px-4 pt-10 pb-8">
          <BrandLink />
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 justify-center px-4 pb-12 outline-none"
        >
          <Card className="h-fit w-full max-w-md p-6 sm:p-8">
            <Suspense fallback={<PageSpinner label="Yükleniyor..." />}>
              <Outlet />
            </Suspense>
          </Card>
        </main>
        <PlainFooter />
      </div>
    </Suspense>
  );
}

function PlainFooter() {
  const { siteName } = useSiteConfig();
  return (
    <footer className="px-4 pb-8 text-center text-xs text-ink-500">
      <p>
        © {new Date().getFullYear()} {siteName}. Tüm hakları saklıdır.
      </p>
      <p className="mt-1 flex flex-wrap justify-center gap-x-4">
        <Link
          to={paths.kvkk}
          className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-ink-800 hover:underline"
        >
          KVKK Aydınlatma Metni
        </Link>
        <Link
          to={paths.privacyPolicy}
          className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-ink-800 hover:underline"
        >
          Gizlilik Sözleşmesi
        </Link>
        <Link
          to={paths.contact}
          className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-ink-800 hover:underline"
        >
          İletişim
        </Link>
      </p>
    </footer>
  );
}
