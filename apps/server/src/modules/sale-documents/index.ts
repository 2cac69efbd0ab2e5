/**
 * The sale documents module's face (issue 29, decision 077): 'İhale Sonuç Belgesi' and 'Satış
 * Özeti' generated as PDF by a job, the parties' download, the public verification.
 */
export {
  createDocumentGenerationJob,
  runDocumentGenerationOnce,
  type DocumentGenerationDeps,
} from './document-generation.ts';
export { drawSaleDocument } from './document-pdf.ts';
export { createSaleDocumentsService, type SaleDocumentsService } from './sale-documents.service.ts';
export { saleDocumentsRoutes } from './sale-documents.routes.ts';
