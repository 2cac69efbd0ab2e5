import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-400 text-ink-900 shadow-sm hover:bg-accent-300 active:bg-accent-500',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-ink-200 bg-surface text-ink-800 hover:border-ink-300 hover:bg-ink-50',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
};

/** The button look as a class string, for the rare element that cannot use `<Button asChild>`. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth }: ButtonStyle = {}) {
  return cx(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

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
