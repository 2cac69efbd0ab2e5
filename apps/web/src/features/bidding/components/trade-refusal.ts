import type { ErrorCode } from '@arsamezat/shared/core/errors';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { depositKeys } from '../api/get-my-deposit';

/** Spec §8: what a bid or offer refusal says when the server gave no text of its own. */
const SEND_FAILED = 'Teklif gönderilirken bir hata oluştu.';

/**
 * What the bid and offer forms do with a refusal: no completed deposit opens the deposit
 * dialog; anything else shows the server's Turkish text, and refusals that mean the page is out
 * of date (`staleCodes`) refetch what is stale.
 */
export function handleTradeRefusal(
  caught: unknown,
  options: {
    queryClient: QueryClient;
    listingId: string;
    onDepositRequired: () => void;
    setError: (message: string) => void;
    staleCodes: readonly ErrorCode[];
    staleKey: QueryKey;
  },
): void {
  const { queryClient, listingId } = options;
  if (!(caught instanceof ApiError)) {
    options.setError(SEND_FAILED);
  } else if (caught.code === 'DEPOSIT_REQUIRED') {
    void queryClient.invalidateQueries({ queryKey: depositKeys.mine(listingId) });
    options.onDepositRequired();
  } else {
    options.setError(caught.message);
    if (options.staleCodes.some((code) => code === caught.code)) {
      void queryClient.invalidateQueries({ queryKey: options.staleKey });
    }
  }
}
