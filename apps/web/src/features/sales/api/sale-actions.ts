import type { ApiRoute } from '@arsamezat/shared/core/api-route';
import { SendCodeResponseSchema } from '@arsamezat/shared/accounts/auth';
import { AUTH_LIMITS } from '@arsamezat/shared/accounts/auth-messages';
import type {
  SaleAppointmentInputSchema,
  SaleCancelInputSchema,
  SaleCodeInputSchema,
  SaleDefaultInputSchema,
  SalePaymentInputSchema,
} from '@arsamezat/shared/sales/sale';
import {
  acceptRunnerUpOfferRoute,
  cancelSaleRoute,
  completeSaleRoute,
  confirmSalePaymentRoute,
  confirmSaleRoute,
  declareSaleDefaultRoute,
  declineRunnerUpOfferRoute,
  enterSalePaymentRoute,
  offerSaleToRunnerUpRoute,
  relistSaleListingRoute,
  sendRunnerUpCodeRoute,
  sendSaleConfirmationCodeRoute,
  setSaleAppointmentRoute,
} from '@arsamezat/shared/sales/sales.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/call-api';
import { postMultipart } from '../../../lib/multipart-upload';
import { saleKeys } from '../../../lib/sale-keys';

/** Routes of one sale that take `:id` and a JSON body (or none). */
type SaleRoute = ApiRoute & { path: `/api/sales/:id${string}` };

/**
 * A step taken on a sale: the server answers with the sale as it now stands or refuses with its
 * Turkish message (shown next to the action); either way every sale view is read again, since
 * the server is what decides where the sale is.
 */
function useSaleWrite<Body>(send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: saleKeys.all }),
  });
}

const post = (route: SaleRoute, id: string, body?: unknown) =>
  callApi(route, { params: { id }, ...(body === undefined ? {} : { body }) });

export const useConfirmSale = (id: string) =>
  useSaleWrite((body: z.input<typeof SaleCodeInputSchema>) => post(confirmSaleRoute, id, body));
export const useEnterPayment = (id: string) =>
  useSaleWrite((body: z.input<typeof SalePaymentInputSchema>) =>
    post(enterSalePaymentRoute, id, body),
  );
export const useConfirmPayment = (id: string) =>
  useSaleWrite(() => post(confirmSalePaymentRoute, id));
export const useSetAppointment = (id: string) =>
  useSaleWrite((body: z.input<typeof SaleAppointmentInputSchema>) =>
    post(setSaleAppointmentRoute, id, body),
  );
export const useCancelSale = (id: string) =>
  useSaleWrite((body: z.input<typeof SaleCancelInputSchema>) => post(cancelSaleRoute, id, body));
export const useDeclareDefault = (id: string) =>
  useSaleWrite((body: z.input<typeof SaleDefaultInputSchema>) =>
    post(declareSaleDefaultRoute, id, body),
  );
export const useOfferRunnerUp = (id: string) =>
  useSaleWrite(() => post(offerSaleToRunnerUpRoute, id));
export const useAcceptRunnerUp = (id: string) =>
  useSaleWrite((body: z.input<typeof SaleCodeInputSchema>) =>
    post(acceptRunnerUpOfferRoute, id, body),
  );
export const useDeclineRunnerUp = (id: string) =>
  useSaleWrite(() => post(declineRunnerUpOfferRoute, id));
/** The listing back to the market with a new end time (operator, after a default). */
export const useRelist = (id: string) =>
  useSaleWrite((body: { endsAt: string }) => post(relistSaleListingRoute, id, body));

export const SALE_COMPLETION_KINDS = ['title_deed', 'office_receipt'] as const;
export type SaleCompletionKind = (typeof SALE_COMPLETION_KINDS)[number];

/** 'Satışı Tamamla': the new title deed or the office's receipt, multipart (`file` + `kind`). */
export const useCompleteSale = (id: string) =>
  useSaleWrite(({ file, kind }: { file: File; kind: SaleCompletionKind }) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return postMultipart(
      completeSaleRoute,
      { id },
      form,
      'Belge yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    );
  });

/** Which SMS code a sale asks for: the buyer's confirmation or the runner-up's acceptance. */
export type SaleCodePurpose = 'confirmation' | 'runner_up';

/**
 * Sends the SMS code and answers how many seconds until another may be asked for (the server's
 * `resendAfter`, else the accounts' 60 s).
 */
export function useSendSaleCode(id: string, purpose: SaleCodePurpose) {
  const route = purpose === 'confirmation' ? sendSaleConfirmationCodeRoute : sendRunnerUpCodeRoute;
  return useMutation({
    mutationFn: async () => {
      const data = await post(route, id);
      const parsed = SendCodeResponseSchema.safeParse(data);
      return parsed.success ? parsed.data.resendAfter : AUTH_LIMITS.resendAfterSeconds;
    },
  });
}
