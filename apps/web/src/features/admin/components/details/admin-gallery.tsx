import type { ListingImage } from '@arsamezat/shared/listings/listings';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';

/** The listing's images: a large one and the thumbnails to pick it. */
export function AdminGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-ink-900">
        Görseller <span className="font-normal text-ink-500">({images.length})</span>
      </h3>
      {current ? (
        <div className="mt-4 space-y-3">
          <a href={current.url} target="_blank" rel="noopener" className="block">
            <img
              src={current.url}
              alt={`${title} - ${selected + 1}. görsel`}
              className="aspect-[16/10] w-full rounded-xl bg-ink-100 object-cover"
            />
          </a>
          {images.length > 1 && (
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {images.map((image, index) => (
                <li key={image.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-label={`${index + 1}. görseli göster`}
                    aria-pressed={index === selected}
                    className={cx(
                      'block overflow-hidden rounded-lg ring-2 transition',
                      index === selected ? 'ring-brand-600' : 'ring-transparent hover:ring-ink-300',
                    )}
                  >
                    <img src={image.thumbnailUrl} alt="" className="h-16 w-24 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-xl bg-ink-50 py-10 text-sm text-ink-500">
          <ImageOff aria-hidden className="size-8 text-ink-300" />
          Bu ilanın görseli yok.
        </div>
      )}
    </Card>
  );
}
