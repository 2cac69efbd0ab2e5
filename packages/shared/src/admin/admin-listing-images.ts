import { z } from 'zod';
import { ERRORS, formatErrorMessage } from '../core/errors.ts';
import { ListingImageSchema } from '../listings/listings.ts';

/** Listing images an admin uploads (POST /api/admin/listings/:id/images, multipart). */
export const LISTING_IMAGE_LIMITS = {
  /** Per file, before processing. */
  maxBytes: 10 * 1024 * 1024,
  /** Files in one upload request. */
  maxFilesPerRequest: 10,
  /** Images one listing may hold. */
  maxPerListing: 20,
  /** Longest side kept for the full image and for the thumbnail, in pixels. */
  maxWidth: 1600,
  thumbnailWidth: 480,
} as const;

/** What the file picker offers; the server decides by the file's content, not by this. */
export const LISTING_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const IMAGE_MESSAGES = {
  unsupported: ERRORS.UNSUPPORTED_IMAGE.message,
  tooLarge: ERRORS.IMAGE_TOO_LARGE.message,
  noFiles: ERRORS.NO_FILES.message,
  tooManyFiles: formatErrorMessage('TOO_MANY_FILES', {
    max: LISTING_IMAGE_LIMITS.maxFilesPerRequest,
  }),
  tooManyImages: formatErrorMessage('TOO_MANY_IMAGES', { max: LISTING_IMAGE_LIMITS.maxPerListing }),
  unreadable: ERRORS.UNREADABLE_IMAGE.message,
  notFound: ERRORS.IMAGE_NOT_FOUND.message,
  badOrder: 'Görsel sırası ilanın tüm görsellerini birer kez içermelidir.',
} as const;

/** The listing's images after a change, in display order (the first is the cover). */
export const ListingImagesSchema = z.object({
  images: z.array(ListingImageSchema).max(LISTING_IMAGE_LIMITS.maxPerListing),
});
export type ListingImages = z.infer<typeof ListingImagesSchema>;

/** PUT /api/admin/listings/:id/images/order: every image id of the listing, in the new order. */
export const ImageOrderSchema = z.object({
  imageIds: z
    .array(z.guid({ error: 'Geçersiz görsel numarası.' }), { error: IMAGE_MESSAGES.badOrder })
    .min(1, IMAGE_MESSAGES.badOrder)
    .max(LISTING_IMAGE_LIMITS.maxPerListing, IMAGE_MESSAGES.badOrder)
    .refine((ids) => new Set(ids).size === ids.length, IMAGE_MESSAGES.badOrder),
});
export type ImageOrder = z.infer<typeof ImageOrderSchema>;
