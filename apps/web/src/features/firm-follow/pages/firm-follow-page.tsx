import { listingTypeOf, takesOffers } from '@arsamezat/shared/listings/listing-types';
import { FIRM_FOLLOW_TITLE } from '@arsamezat/shared/firms/firm-activity';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFirmListingActivity } from '../api/get-firm-listing-activity';
import { FirmOffers } from '../components/firm-offers';
import { FollowHeader, PUBLICATION_LABELS } from '../components/follow-header';
import { FollowResult } from '../components/follow-result';
import { FollowStats } from '../components/follow-stats';
import { useFollowLive } from '../hooks/use-follow-live';

export type FirmFollowPageProps = {
  /** The public bid list, live (the listings feature's, through the app). */
  bidHistory: (listingId: string) => ReactNode;
  /** The listing page's countdown to `to`, on the server's clock (through the app). */
  countdown: (to: string, onExpire: () => void) => ReactNode;
};

/**
 * /firm/listings/:id, 'İlan Takibi' (issue 28): a firm member follows the firm's own listing —
 * price, phase and countdown, bids live with masked bidders, watchers, deposits paid (count and
 * sum), the offers of a Pazarlık listing with the firm's decisions, and the result. The server
 * answers 404 for another firm's listing and 403 to a member of no firm.
 */
export function FirmFollowPage({ bidHistory, countdown }: FirmFollowPageProps) {
  const { id = '' } = useParams();
  const activity = useFirmListingActivity(id);
  const data = activity.data;
  const published = data?.listing.publication === 'published';
  useDocumentTitle(data ? `${FIRM_FOLLOW_TITLE}: ${data.listing.title}` : FIRM_FOLLOW_TITLE);
  useFollowLive(id, published && data.listing.phase !== 'ended');

  if (activity.isPending) return <PageSpinner label="İlan bilgileri yükleniyor" />;
  if (activity.isError) {
    const error = activity.error;
    const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
    return (
      <Container width="narrow" className="py-10">
        <Notice tone={refused ? 'warning' : 'error'} title={FIRM_FOLLOW_TITLE}>
          <p>
            {error instanceof ApiError && error.status === 404
              ? 'Bu ilan bulunamadı veya firmanıza ait değil.'
              : error instanceof ApiError && error.status === 403
                ? error.message
                : 'İlan bilgileri yüklenemedi.'}
          </p>
          {!refused && (
            <Button variant="outline" className="mt-3" onClick={() => void activity.refetch()}>
              Tekrar Dene
            </Button>
          )}
        </Notice>
      </Container>
    );
  }

  const { listing, offers, result } = activity.data;
  const traits = listingTypeOf(listing.listingType);
  const running = published && listing.phase !== 'ended';
  const refetch = () => void activity.refetch();
  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <FollowHeader
        listing={listing}
        live={running}
        countdown={
          running && traits.showsSchedule
            ? countdown(listing.phase === 'upcoming' ? listing.startsAt : listing.endsAt, refetch)
            : null
        }
      />
      {listing.publication !== 'published' && (
        <Notice tone="info" title={PUBLICATION_LABELS[listing.publication]}>
          Bu ilan henüz yayında değil; teklifler ve teminatlar yayına alındıktan sonra burada
          görünür.
        </Notice>
      )}
      {result && <FollowResult result={result} listingType={listing.listingType} />}
      <FollowStats activity={activity.data} />
      {takesOffers(listing.listingType) ? (
        <FirmOffers
          listingId={listing.id}
          offers={offers ?? []}
          open={published && listing.phase !== 'ended' && result === null}
        />
      ) : (
        published && bidHistory(listing.id)
      )}
    </Container>
  );
}
