import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { cx } from '../ui/cx';

type ImageTileProps = {
  src: string;
  label: string;
  index: number;
  count: number;
  busy?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

const tileButton =
  'grid size-11 place-items-center rounded-full bg-surface/95 text-ink-800 shadow-sm ring-1 ring-ink-200 transition-colors hover:bg-surface disabled:opacity-40 [&_svg]:size-4';

/** One image with move-left / move-right / remove; the first one is marked as the cover. */
export function ImageTile({ src, label, index, count, busy, onMove, onRemove }: ImageTileProps) {
  return (
    <li
      className={cx('group relative overflow-hidden rounded-xl bg-ink-100', busy && 'opacity-60')}
    >
      <img src={src} alt={label} className="aspect-[4/3] w-full object-cover" />
      {index === 0 && (
        <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          Kapak
        </span>
      )}
      <button
        type="button"
        className={cx(tileButton, 'absolute top-2 right-2 text-red-700')}
        disabled={busy}
        onClick={onRemove}
        aria-label={`${label} görselini kaldır`}
      >
        <X aria-hidden />
      </button>
      <div className="absolute inset-x-2 bottom-2 flex justify-between">
        <button
          type="button"
          className={tileButton}
          disabled={busy || index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`${label} görselini öne al`}
        >
          <ArrowLeft aria-hidden />
        </button>
        <button
          type="button"
          className={tileButton}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`${label} görselini sona doğru taşı`}
        >
          <ArrowRight aria-hidden />
        </button>
      </div>
    </li>
  );
}

/** The array with one item moved. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
