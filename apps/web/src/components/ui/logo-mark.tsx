import { cx } from './cx';

/**
 * The brand mark (a plot under a gold ridge, as in public/favicon.svg), drawn with the
 * design tokens. Decorative: put the brand name next to it, or pass `title` when alone.
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cx('size-9 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="64" height="64" rx="14" className="fill-brand-800" />
      <path d="M12 46 L26 22 L34 34 L40 26 L52 46 Z" className="fill-accent-300" />
      <path
        d="M12 46 H52"
        className="stroke-brand-50"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
