import type { ComponentProps } from 'react';
import { cx } from './cx';

type ContainerProps = ComponentProps<'div'> & {
  /** `default` for page content (72 rem), `narrow` for reading text and forms (48 rem). */
  width?: 'default' | 'narrow';
};

/** Centres content horizontally with the page's side padding. */
export function Container({ width = 'default', className, ...props }: ContainerProps) {
  return (
    <div
      className={cx(
        'mx-auto w-full px-4 sm:px-6 lg:px-8',
        width === 'default' ? 'max-w-6xl' : 'max-w-3xl',
        className,
      )}
      {...props}
    />
  );
}
