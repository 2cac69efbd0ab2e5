import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonStyle } from './button-classes';
import { cx } from './cx';

export { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** Render the single child (a `<Link>`, an `<a>`) with the button look instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * The app's button. `variant`: primary (green, main action), accent (gold, call to action),
 * secondary, outline, ghost. For navigation wrap a link: `<Button asChild><Link to="/">…</Link></Button>`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(buttonClasses({ variant, size, fullWidth }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
