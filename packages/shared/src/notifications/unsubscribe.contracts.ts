import { defineContract } from '../core/api-route.ts';
import { UnsubscribeQuerySchema } from './marketing.ts';
import { unsubscribePageRoute, unsubscribeRoute } from './unsubscribe.routes.ts';

export const unsubscribePage = defineContract(unsubscribePageRoute, {
  schema: {
    tags: ['notifications'],
    summary: 'The unsubscribe confirmation page (HTML; changes nothing)',
  },
});

export const unsubscribe = defineContract(unsubscribeRoute, {
  errorCodes: ['UNSUBSCRIBE_TOKEN_INVALID'],
  schema: {
    tags: ['notifications'],
    summary: 'Unsubscribe from marketing e-mails by the signed link (one-click, RFC 8058)',
    querystring: UnsubscribeQuerySchema,
  },
});
