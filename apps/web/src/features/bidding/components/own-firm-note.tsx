import { FIRM_FOLLOW_TITLE, OWN_FIRM_LISTING_NOTE } from '@arsamezat/shared/firms/firm-activity';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/**
 * What a member of the listing's own firm sees instead of the deposit gate and the trade forms
 * (issue 28: nobody from a firm trades on its own listing; the server refuses it too): a plain
 * note and the way to the firm's follow page.
 */
export function OwnFirmNote({ listingId }: { listingId: string }) {
  return (
    <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="flex items-start gap-2 text-sm font-medium text-ink-800">
        <Building2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
        {OWN_FIRM_LISTING_NOTE}
      </p>
      <Button asChild variant="outline" fullWidth>
        <Link to={paths.firmListing(listingId)}>{FIRM_FOLLOW_TITLE}</Link>
      </Button>
    </div>
  );
}
