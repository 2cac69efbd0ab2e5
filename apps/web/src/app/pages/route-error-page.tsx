import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
// The button look without <Button asChild>, whose Radix Slot would join the first load.
import { buttonClasses } from '../../components/ui/button-classes';
import { Container } from '../../components/ui/container';
import { LogoMark } from '../../components/ui/logo-mark';
import { paths } from '../../config/paths';
import { StatusMessage } from './status-message';
import { useFallbackTitle } from './use-fallback-title';

// The '*' route draws unknown addresses, so a 404 route error is rare: its page is the '*'
// route's chunk, not part of the first load.
const NotFoundMessage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundMessage })),
);

/**
 * A route's `errorElement`: a page that threw while loading or rendering. A 404 response
 * reads as "not found"; anything else offers a reload (which also fixes a page whose code
 * changed after a release) and a way home. The spec's 'Unexpected Application Error!' stays
 * as the small technical caption.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useFallbackTitle(notFound ? 'Sayfa bulunamadı' : 'Bir hata oluştu');
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundMessage />
      </Suspense>
    );
  }

  const detail = import.meta.env.DEV && error instanceof Error ? ` · ${error.message}` : '';
  return (
    <StatusMessage
      icon={<TriangleAlert aria-hidden className="size-8" />}
      title="Bir şeyler ters gitti"
      caption={`Unexpected Application Error!${detail}`}
      actions={
        <>
          <button
            type="button"
            className={buttonClasses({ size: 'lg' })}
            onClick={() => window.location.reload()}
          >
            <RotateCw aria-hidden />
            Sayfayı Yenile
          </button>
          {/* A full page load: the app's own state may be what failed. */}
          <a className={buttonClasses({ variant: 'outline', size: 'lg' })} href={paths.home}>
            <House aria-hidden />
            Anasayfaya Dön
          </a>
        </>
      }
    >
      <p>
        Sayfa yüklenirken beklenmeyen bir hata oluştu. Sayfayı yenileyerek tekrar deneyebilirsiniz;
        sorun devam ederse lütfen bizimle iletişime geçin.
      </p>
    </StatusMessage>
  );
}

/** The outermost error boundary: the layouts themselves failed, so draw a frame of our own. */
export function RootErrorPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header>
        <Container className="flex h-20 items-center">
          <a href={paths.home} aria-label="Anasayfa" className="rounded-lg">
            <LogoMark />
          </a>
        </Container>
      </header>
      <main id="main-content" className="flex flex-1 flex-col">
        <RouteErrorPage />
      </main>
    </div>
  );
}
