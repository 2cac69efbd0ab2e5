import type { FirmStanding } from '@arsamezat/shared/firms/firm-listings';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';

/** Why a firm that is not approved cannot send listings now, and where to go. */
export function FirmStandingNotice({ firm }: { firm: FirmStanding }) {
  switch (firm.status) {
    case 'approved':
      return null;
    case 'suspended':
      return (
        <Notice tone="warning" title="Firmanızın hesabı askıya alındı">
          Mevcut ilanlarınız yerinde kalır; askı kaldırılana kadar yeni ilan oluşturamaz ve onaya
          gönderemezsiniz. Sorularınız için bizimle iletişime geçin.
        </Notice>
      );
    case 'pending':
    case 'needs_documents':
    case 'rejected':
      return (
        <Notice
          tone={firm.status === 'rejected' ? 'error' : 'info'}
          title={
            firm.status === 'pending'
              ? 'Başvurunuz inceleniyor'
              : firm.status === 'needs_documents'
                ? 'Başvurunuz için eksik belge var'
                : 'Başvurunuz reddedildi'
          }
        >
          <p>
            Başvurunuz onaylandığında ilanlarınızı buradan oluşturup onaya gönderebilirsiniz.{' '}
            <Link to={paths.firmApply} className="font-semibold underline">
              Başvuru durumunu görüntüle
            </Link>
          </p>
        </Notice>
      );
  }
}
