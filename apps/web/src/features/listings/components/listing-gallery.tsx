import type { ListingImage } from '@arsamezat/shared/listings/listings';
import { ChevronLeft, ChevronRight, Expand, ImageOff } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cx } from '../../../components/ui/cx';
import { ListingPhoto } from './listing-photo';

/**
 * The full-screen viewer (and Radix's dialog with it) loads when a finger first touches the
 * image, not with the page: most visits never open it (decision 051).
 */
const loadImageViewer = () => import('./image-viewer');
/**
 * If its code cannot be fetched (the connection dropped), the gallery stays as it is and the tap
 * opens nothing, rather than the page giving way to the error page.
 */
const ImageViewer = lazy(() =>
  loadImageViewer().then(
    (m) => ({ default: m.ImageViewer }),
    () => ({ default: () => null }),
  ),
);

/**
 * How wide the main image is drawn: the page column beside the 19 rem (md) or 22 rem (lg) bid
 * panel, within the 72 rem container; the whole width less the padding on phones.
 */
export const MAIN_SIZES =
  '(min-width: 1152px) 712px, (min-width: 1024px) calc(100vw - 440px), (min-width: 768px) calc(100vw - 376px), calc(100vw - 32px)';

const arrow =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/90 text-ink-900 shadow-card transition hover:bg-surface';

/**
 * The listing's images (spec §2.2): a main image, wrapping previous/next arrows and thumbnails;
 * a click on the image opens the full-screen viewer at the same image.
 */
export function ListingGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Drawn from the first opening on, so it can animate closed and keep its place after.
  const [viewerWanted, setViewerWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <div className="grid aspect-[16/10] place-items-center rounded-card bg-brand-50 text-brand-400">
        <div className="flex flex-col items-center gap-2 text-sm">
          <ImageOff aria-hidden className="size-10" />
          Görsel bulunmuyor
        </div>
      </div>
    );
  }

  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <section aria-label="Görseller" className="space-y-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-card bg-ink-100">
        <button
          ref={opener}
          type="button"
          onPointerDown={() => void loadImageViewer().catch(() => undefined)}
          onClick={() => {
            setViewerWanted(true);
            setViewerOpen(true);
          }}
          aria-label="Görseli tam ekran aç"
          className="group block size-full cursor-zoom-in focus-visible:outline-none"
        >
          <ListingPhoto
            key={current.id}
            image={current}
            alt={`${title}: görsel ${index + 1} / ${count}`}
            sizes={MAIN_SIZES}
            priority={index === 0}
            className="size-full object-cover"
          />
          <span
            aria-hidden
            className="absolute bottom-3 left-3 grid size-9 place-items-center rounded-full bg-ink-900/60 text-white opacity-80 transition group-hover:opacity-100 group-focus-visible:ring-2 group-focus-visible:ring-white"
          >
            <Expand className="size-4" />
          </span>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={cx(arrow, 'left-3')}
              onClick={() => go(-1)}
              aria-label="Önceki görsel"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              className={cx(arrow, 'right-3')}
              onClick={() => go(1)}
              aria-label="Sonraki görsel"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <span className="absolute right-3 bottom-3 rounded-full bg-ink-900/70 px-2.5 py-1 text-xs font-medium text-white tabular-nums">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Görsel ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={cx(
                  'block h-16 w-24 overflow-hidden rounded-lg border-2 transition',
                  i === index
                    ? 'border-brand-600'
                    : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ListingPhoto
                  image={image}
                  alt=""
                  sizes="96px"
                  preferThumbnail
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerWanted && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            title={title}
            index={index}
            onIndexChange={setIndex}
            open={viewerOpen}
            onOpenChange={setViewerOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </section>
  );
}
