import { LoaderCircle } from 'lucide-react';
import { cx } from './cx';

type SpinnerProps = {
  /** Read by screen readers; shown next to the icon only in `PageSpinner`. */
  label?: string;
  className?: string;
};

/** An inline spinning icon with an accessible label (`role="status"`). */
export function Spinner({ label = 'Yükleniyor...', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

type PageSpinnerProps = {
  /** Visible text under the spinner, e.g. 'Oturum bilgileri yükleniyor...'. */
  label: string;
  /** Fill the viewport height (guards, start-up) rather than a comfortable block. */
  fullScreen?: boolean;
};

/** A centred spinner with visible text, for whole pages or large sections that are loading. */
export function PageSpinner({ label, fullScreen = false }: PageSpinnerProps) {
  return (
    <div
      role="status"
      className={cx(
        'flex flex-col items-center justify-center gap-3 px-4 text-center',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
      )}
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium text-ink-600">{label}</p>
    </div>
  );
}
