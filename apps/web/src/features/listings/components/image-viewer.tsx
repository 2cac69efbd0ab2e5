import type { ListingImage } from '@arsamezat/shared/listings/listings';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent, RefObject } from 'react';
import { cx } from '../../../components/ui/cx';

type ImageViewerProps = {
  images: ListingImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets the focus back on close (the image that opened the viewer). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

const arrow =
  'absolute top-1/2 z-10 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

/**
 * The full-screen image viewer of spec §2.2: opened by a click on the gallery image, closed by
 * Escape (or the close button), left and right arrow keys step through the images (wrapping),
 * and the page behind does not scroll while it is open. Radix Dialog traps focus, restores it on
 * close and locks the page scroll.
 */
export function ImageViewer({
  images,
  title,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocusTo,
}: ImageViewerProps) {
  const count = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium sm:text-base">
              {title}
            </Dialog.Title>
            <span className="shrink-0 text-sm text-white/80 tabular-nums" aria-live="polite">
              {index + 1} / {count}
            </span>
            <Dialog.Close
              aria-label="Tam ekranı kapat"
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-2 sm:px-20">
            <img
              key={current.id}
              src={current.url}
              alt={`${title}: görsel ${index + 1} / ${count}`}
              className="max-h-full max-w-full rounded-lg object-contain shadow-raised"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={cx(arrow, 'left-2 sm:left-6')}
                  onClick={() => go(-1)}
                  aria-label="Önceki görsel"
                >
                  <ChevronLeft aria-hidden className="size-6" />
                </button>
                <button
                  type="button"
                  className={cx(arrow, 'right-2 sm:right-6')}
                  onClick={() => go(1)}
                  aria-label="Sonraki görsel"
                >
                  <ChevronRight aria-hidden className="size-6" />
                </button>
              </>
            )}
          </div>

          {count > 1 && (
            <ul className="flex justify-center gap-2 overflow-x-auto px-4 pt-1 pb-4">
              {images.map((image, i) => (
                <li key={image.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => onIndexChange(i)}
                    aria-label={`Görsel ${i + 1}`}
                    aria-current={i === index ? 'true' : undefined}
                    className={cx(
                      'block h-12 w-16 overflow-hidden rounded-md border-2 transition sm:h-14 sm:w-20',
                      i === index
                        ? 'border-white'
                        : 'border-transparent opacity-50 hover:opacity-90',
                    )}
                  >
                    <img src={image.thumbnailUrl} alt="" className="size-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
