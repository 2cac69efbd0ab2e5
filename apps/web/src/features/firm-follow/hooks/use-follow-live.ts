import { routeUrl } from '@arsamezat/shared/core/api-route';
import { followListingRoute } from '@arsamezat/shared/trading/events.routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listingKeys } from '../../../lib/listing-keys';
import { openLiveStream } from '../../../lib/live-stream';
import { firmFollowKeys } from '../api/get-firm-listing-activity';

/**
 * Keeps the follow page live on the listing's public event stream (GET /api/listings/:id/events,
 * the one the listing page follows, decision 013): a bid, a moved end, a start or the close reads
 * the firm's view and the public bid list again; so does a reconnect, since events sent while
 * away are not replayed. A stream the server refused is opened again later (`openLiveStream`).
 */
export function useFollowLive(listingId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let opened = false;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: firmFollowKeys.activity(listingId) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.bids(listingId) });
    };
    return openLiveStream(routeUrl(followListingRoute, { id: listingId }), (source) => {
      source.addEventListener('open', () => {
        if (opened) refetch();
        opened = true;
      });
      for (const type of ['bid', 'extended', 'ended', 'started']) {
        source.addEventListener(type, refetch);
      }
    });
  }, [listingId, enabled, queryClient]);
}
