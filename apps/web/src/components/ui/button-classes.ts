// The button look as classes, apart from <Button> (whose Radix Slot the first load does not need).
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-400 text-ink-900 shadow-sm hover:bg-accent-300 active:bg-accent-500',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-ink-200 bg-surface text-ink-800 hover:border-ink-300 hover:bg-ink-50',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 min-w-11 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 min-w-11 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
};

/** The button look as a class string, for the rare element that cannot use `<Button asChild>`. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth }: ButtonStyle = {}) {
  return cx(
    'inline-flex items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    // Full width, yet it gives way to a sibling in a row (the deposit dialog's 'Geri | Ödeme Yap').
    fullWidth ? 'w-full min-w-0 shrink' : 'shrink-0',
  );
}
