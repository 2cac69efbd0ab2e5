/**
 * The documents module's face: a listing's private files (members download them, logged) and the
 * upload shape the admin's document routes hand to its service.
 */
export {
  createDocumentsService,
  type DocumentsService,
  type DocumentUpload,
  type DocumentWriteOptions,
} from './documents.service.ts';
export { contentDisposition, documentsRoutes } from './documents.routes.ts';
export { readDocumentUpload } from './read-document-upload.ts';
