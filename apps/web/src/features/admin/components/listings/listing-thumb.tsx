import { LandPlot } from 'lucide-react';
import { cx } from '../../../../components/ui/cx';

/** A listing's cover thumbnail, or the parcel icon when it has no images. */
export function ListingThumb({ url, className }: { url: string | null; className?: string }) {
  return (
    <div className={cx('shrink-0 overflow-hidden rounded-lg bg-brand-50', className)}>
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <div className="grid size-full place-items-center text-brand-300">
          <LandPlot aria-hidden className="size-6" />
        </div>
      )}
    </div>
  );
}
