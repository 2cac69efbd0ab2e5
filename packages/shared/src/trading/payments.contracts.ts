import { defineContract } from '../core/api-route.ts';
import { PaymentResultQuerySchema, PaymentResultSchema } from './payments.ts';
import { z } from 'zod';
import {
  getPaymentCallbackRoute,
  postPaymentCallbackRoute,
  getPaymentResultRoute,
  getThreeDsPageRoute,
} from './payments.routes.ts';

const field = z.string().max(500).optional();
/** What a bank's return may carry; anything else is ignored, nothing is trusted. */
const CallbackFieldsSchema = z.object({
  status: field,
  paymentId: field,
  conversationId: field,
  conversationData: z.string().max(5000).optional(),
  mdStatus: field,
});

const callbackDocs = {
  tags: ['payments'],
  summary: "The bank's return: verified with the provider, then on to /payment-callback",
};

export const getPaymentCallback = defineContract(getPaymentCallbackRoute, {
  schema: { ...callbackDocs, querystring: CallbackFieldsSchema },
});

export const postPaymentCallback = defineContract(postPaymentCallbackRoute, {
  schema: { ...callbackDocs, body: CallbackFieldsSchema },
});

export const getPaymentResult = defineContract(getPaymentResultRoute, {
  errorCodes: ['UNAUTHENTICATED', 'PAYMENT_NOT_FOUND'],
  schema: {
    tags: ['payments'],
    summary: 'The result of one of my payments, by uid or order id',
    querystring: PaymentResultQuerySchema,
    response: { 200: PaymentResultSchema },
  },
});

export const getThreeDsPage = defineContract(getThreeDsPageRoute, {
  schema: {
    hide: true,
    params: z.object({ id: z.guid() }),
    querystring: z.object({ k: z.string().max(64).default('') }),
  },
});
