import { defineContract } from '../core/api-route.ts';
import { FirmPageSchema, FirmSlugParamsSchema } from './firm-page.ts';
import { getFirmPageRoute } from './firm-page.routes.ts';

export const getFirmPage = defineContract(getFirmPageRoute, {
  errorCodes: ['FIRM_NOT_FOUND'],
  schema: {
    tags: ['listings'],
    summary:
      "A seller firm's public page: title, verified mark, address, member since and its current published listings; 404 for a pending or rejected firm",
    params: FirmSlugParamsSchema,
    response: { 200: FirmPageSchema },
  },
});
