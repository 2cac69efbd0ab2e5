import { defineContract } from '../core/api-route.ts';
import { DocumentVerificationSchema, SaleDocumentParamsSchema } from './sale.ts';
import { DocumentCodeParamsSchema } from './sale-documents.ts';
import { downloadSaleDocumentRoute, verifySaleDocumentRoute } from './sales.routes.ts';

/** A sale's documents (issue 29, decision 077): the parties' download and the public check. */

export const downloadSaleDocument = defineContract(downloadSaleDocumentRoute, {
  errorCodes: ['UNAUTHENTICATED', 'SALE_NOT_FOUND', 'DOCUMENT_NOT_FOUND'],
  schema: {
    tags: ['sales'],
    summary:
      "A sale's document (the generated PDF or an uploaded file) for the buyer, the runner-up, the firm's members and the operator; the operator's download of an uploaded file is audited",
    params: SaleDocumentParamsSchema,
  },
});

export const verifySaleDocument = defineContract(verifySaleDocumentRoute, {
  errorCodes: ['DOCUMENT_NOT_FOUND'],
  schema: {
    tags: ['sales'],
    summary:
      "Public check of a generated document by its verification code: number, type, date, province, ada/parsel, price and the buyer's masked name (never an identity number)",
    params: DocumentCodeParamsSchema,
    response: { 200: DocumentVerificationSchema },
  },
});
