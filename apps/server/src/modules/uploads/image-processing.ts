import { LISTING_IMAGE_LIMITS } from '@arsamezat/shared/admin/admin-listing-images';
import { IMAGE_VARIANT_WIDTHS } from '@arsamezat/shared/listings/listings';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by the file's first bytes (its magic number), never by its name or stated type. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Why an image was refused: not one of our formats, or one that does not decode. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly reason: 'unsupported' | 'unreadable') {
    super(reason);
  }
}

export type ImageVariant = { data: Buffer; width: number; height: number };
export type ProcessedImage = {
  full: ImageVariant;
  thumbnail: ImageVariant;
  /** WebP copies at the widths of IMAGE_VARIANT_WIDTHS narrower than `full`, narrowest first. */
  variants: ImageVariant[];
  contentType: 'image/webp';
  extension: 'webp';
};

/** Decompression bombs stop here: a 10 MB file may not claim more pixels than this. */
const MAX_INPUT_PIXELS = 100_000_000;

const open = (data: Buffer) =>
  sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    // Turn the pixels as the camera's EXIF orientation says; the output carries no metadata.
    .rotate();

async function variant(data: Buffer, width: number, quality: number): Promise<ImageVariant> {
  const { data: out, info } = await open(data)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.height };
}

/** The srcset widths worth making for an image `width` px wide: only narrower ones. */
export function variantWidths(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
}

/**
 * A listing photo as we keep it: WebP at most 1600 px wide, a ~480 px thumbnail and WebP copies
 * 400/800/1200 px wide (those narrower than the image) for `srcset`, EXIF and
 * every other metadata stripped. JPEG, PNG and WebP only, decided by content; a file that
 * claims one of them but does not decode is refused too.
 */
export async function processListingImage(data: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(data);
  if (!format) throw new ImageRejectedError('unsupported');
  try {
    const metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== format) throw new ImageRejectedError('unsupported');
    const [full, thumbnail] = await Promise.all([
      variant(data, LISTING_IMAGE_LIMITS.maxWidth, 82),
      variant(data, LISTING_IMAGE_LIMITS.thumbnailWidth, 75),
    ]);
    const variants = await Promise.all(
      variantWidths(full.width).map((width) => variant(data, width, 78)),
    );
    return { full, thumbnail, variants, contentType: 'image/webp', extension: 'webp' };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError('unreadable');
  }
}
