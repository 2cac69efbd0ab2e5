import { Gavel, House, MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
// The button look without <Button asChild>, whose Radix Slot would join the first load.
import { buttonClasses } from '../../components/ui/button-classes';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { StatusMessage } from './status-message';

/**
 * The '*' route, and what a 404 route error shows. Needs no site configuration. The spec's
 * 'Unexpected Application Error!' belongs to a route that fails (route-error-page), not here:
 * an unknown address is not an error of the app.
 */
export function NotFoundMessage() {
  return (
    <StatusMessage
      icon={<MapPinOff aria-hidden className="size-8" />}
      title="Sayfa bulunamadı"
      caption="Hata kodu: 404"
      actions={
        <>
          <Link className={buttonClasses({ size: 'lg' })} to={paths.home}>
            <House aria-hidden />
            Anasayfaya Dön
          </Link>
          <Link className={buttonClasses({ variant: 'outline', size: 'lg' })} to={paths.auctions}>
            <Gavel aria-hidden />
            İhaleleri İncele
          </Link>
        </>
      }
    >
      <p>
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Adresi kontrol
        edebilir veya güncel ihalelere göz atabilirsiniz.
      </p>
    </StatusMessage>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Sayfa bulunamadı');
  return <NotFoundMessage />;
}
