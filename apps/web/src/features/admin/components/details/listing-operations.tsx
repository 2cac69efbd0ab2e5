import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { CalendarPlus, Ban, ScrollText, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { adminPaths } from '../../admin-paths';
import { ListingActionDialog, type ListingActionKind } from './listing-action-dialog';

/**
 * The operator's actions on one listing: extend its end, close an auction early (only while it
 * has no bids), cancel it; and its audit log. The server decides each again. Where the listing
 * cannot be deleted (no 'Sil' in the header), the server's reason is said here.
 */
export function ListingOperations({ detail }: { detail: AdminListingDetail }) {
  const { listing } = detail;
  const [action, setAction] = useState<ListingActionKind | null>(null);
  const open = listing.phase !== 'ended';
  const { closesEarly } = listingTypeOf(listing.listingType);
  const canCloseEarly = open && closesEarly && listing.phase === 'active' && detail.bidTotal === 0;
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-ink-900">İlan İşlemleri</h3>
      {open ? (
        <p className="mt-1 text-sm text-ink-500">
          Her işlem onay ister ve denetim kaydına yazılır.
          {closesEarly && detail.bidTotal > 0 && (
            <> Teklif almış bir ihale erken sonlandırılamaz.</>
          )}
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-500">
          Bu ilan sona erdiği veya iptal edildiği için süre ve iptal işlemleri kapalıdır.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {open && (
          <Button variant="secondary" onClick={() => setAction('extend')}>
            <CalendarPlus aria-hidden />
            Süreyi Uzat
          </Button>
        )}
        {canCloseEarly && (
          <Button variant="outline" onClick={() => setAction('close-early')}>
            <TimerOff aria-hidden />
            Erken Bitir
          </Button>
        )}
        {open && (
          <Button variant="outline" onClick={() => setAction('cancel')}>
            <Ban aria-hidden className="text-red-600" />
            İlanı İptal Et
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={adminPaths.listingAudit(listing.id)}>
            <ScrollText aria-hidden />
            Denetim Kaydı
          </Link>
        </Button>
      </div>
      {!detail.deletion.allowed && detail.deletion.reason && (
        <p className="mt-4 border-t border-ink-100 pt-3 text-sm text-ink-500">
          {detail.deletion.reason}
        </p>
      )}
      {action && (
        <ListingActionDialog action={action} detail={detail} onClose={() => setAction(null)} />
      )}
    </Card>
  );
}
