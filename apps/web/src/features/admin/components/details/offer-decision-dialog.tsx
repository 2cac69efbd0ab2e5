import type { AdminOffer } from '@arsamezat/shared/admin/admin-listing-queries';
import {
  OfferDecisionDialog as SharedOfferDecisionDialog,
  type OfferDecision,
} from '../../../../components/offers/offer-decision-dialog';
import { useAcceptOffer, useRejectOffer } from '../../api/offer-decisions';

export type { OfferDecision };

/**
 * The operator's accept / reject confirmation: the shared dialog
 * (`components/offers/offer-decision-dialog.tsx`, also a firm's on its follow page, decision 072)
 * with the admin's mutations.
 */
export function OfferDecisionDialog(props: {
  decision: OfferDecision | null;
  offers: readonly AdminOffer[];
  onClose: () => void;
}) {
  const accept = useAcceptOffer();
  const reject = useRejectOffer();
  return (
    <SharedOfferDecisionDialog
      {...props}
      decider={{
        accept: (input) => accept.mutateAsync(input),
        reject: (offerId) => reject.mutateAsync(offerId),
        pending: accept.isPending || reject.isPending,
      }}
    />
  );
}
