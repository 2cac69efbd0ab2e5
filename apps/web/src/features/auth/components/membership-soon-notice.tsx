import { Clock4, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';

/**
 * Stands where the account forms will go until the Accounts issue lands: it says plainly that
 * online membership is not open yet and what a visitor can do meanwhile. No pretend form.
 */
export function MembershipSoonNotice() {
  return (
    <div className="space-y-5">
      <Notice icon={Clock4} title="Üyelik işlemleri çok yakında açılıyor">
        <p>
          Çevrimiçi kayıt, giriş ve şifre işlemleri şu anda hazırlanıyor. Bu sırada tüm ilanları üye
          olmadan inceleyebilirsiniz.
        </p>
        <p>
          Bir ihaleye katılmak ya da hesabınızla ilgili bilgi almak için{' '}
          <Link to={paths.contact} className="font-semibold text-brand-700 underline">
            bizimle iletişime geçin
          </Link>
          .
        </p>
      </Notice>
      <Button asChild size="lg" fullWidth>
        <Link to={paths.auctions}>
          <Gavel aria-hidden />
          İhaleleri İncele
        </Link>
      </Button>
    </div>
  );
}
