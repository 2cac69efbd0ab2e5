import type { ComponentProps } from 'react';
import { cx } from './cx';

/** A white, rounded, softly shadowed panel: the base of listing cards, forms and notices. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('rounded-card border border-ink-100 bg-surface shadow-card', className)}
      {...props}
    />
  );
}
