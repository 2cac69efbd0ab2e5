/**
 * The uploads module's face: reading uploaded files from a multipart request and checking and
 * resizing listing images (it has no routes; the admin's image and document routes use it).
 */
export { displayName, readUploadedFiles, type UploadedFile } from './multipart-images.ts';
export {
  ImageRejectedError,
  processListingImage,
  type ProcessedImage,
} from './image-processing.ts';
