import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';
import { PageSpinner } from '../../../../components/ui/spinner';
import { adminPaths } from '../../admin-paths';
import { isNotFound } from '../../api/get-admin-listing';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';

/** While one listing loads, or why it did not: 'İlan bulunamadı.' or the details error. */
export function ListingLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (!error) return <PageSpinner label="İlan yükleniyor..." />;
  const missing = isNotFound(error);
  return (
    <Notice tone="error" title={missing ? ADMIN_MESSAGES.notFound : ADMIN_MESSAGES.detailsFailed}>
      <div className="mt-3 flex flex-wrap gap-2">
        {!missing && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden />
            Yenile
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to={adminPaths.listings}>İlanlara Dön</Link>
        </Button>
      </div>
    </Notice>
  );
}
