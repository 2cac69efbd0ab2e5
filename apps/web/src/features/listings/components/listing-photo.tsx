import type { ImageVariant } from '@arsamezat/shared/listings/listings';
import type { ImagePreload } from '@arsamezat/shared/site/ssr';

/** What a listing image carries for responsive loading (a cover or a gallery image). */
export type ResponsiveSource = {
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};

type ListingPhotoProps = {
  image: ResponsiveSource;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's largest image above the fold: loaded at once and first (LCP). */
  priority?: boolean;
  /** Without WebP copies (images stored before decision 042): the thumbnail, not the original. */
  preferThumbnail?: boolean;
  className?: string;
};

/** `srcset` of the WebP copies, plus the original when it is WebP too and wider than them. */
export function webpSrcSet(image: ResponsiveSource): string {
  const entries = image.variants.map((v) => `${v.url} ${v.width}w`);
  const widest = image.variants.at(-1)?.width ?? 0;
  if (image.url.endsWith('.webp') && image.width !== null && image.width > widest) {
    entries.push(`${image.url} ${image.width}w`);
  }
  return entries.join(', ');
}

/**
 * The `<link rel="preload">` of a page's first image (decision 041): the same choice the browser
 * makes for {@link ListingPhoto} with these `sizes`, so the preloaded file is the one it draws.
 */
export function photoPreload(
  image: ResponsiveSource,
  sizes: string,
  preferThumbnail = false,
): ImagePreload {
  if (image.variants.length === 0) {
    return { href: preferThumbnail ? image.thumbnailUrl : image.url };
  }
  return { href: image.url, srcset: webpSrcSet(image), sizes, type: 'image/webp' };
}

/**
 * A listing image in the size the screen needs (decision 042): the WebP copies by width through
 * `srcset`/`sizes`, the stored original (JPEG for the demo content) as the fallback, width and
 * height set so nothing shifts while it loads, lazy unless it is the page's first image.
 * An image without copies shows as before: its thumbnail on cards, its original in galleries.
 */
export function ListingPhoto({
  image,
  alt,
  sizes,
  priority = false,
  preferThumbnail = false,
  className,
}: ListingPhotoProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  const size =
    image.width !== null && image.height !== null
      ? { width: image.width, height: image.height }
      : { width: 640, height: 480 };
  if (image.variants.length === 0) {
    return (
      <img
        src={preferThumbnail ? image.thumbnailUrl : image.url}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        {...size}
        className={className}
      />
    );
  }
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webpSrcSet(image)} sizes={sizes} />
      <img
        src={image.url}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        {...size}
        className={className}
      />
    </picture>
  );
}
