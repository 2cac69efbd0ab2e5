/**
 * Joins class names, skipping falsy values: `cx('px-4', isActive && 'text-brand-700')`.
 * There is no tailwind-merge here, so a caller's `className` is appended, not merged: pass
 * classes that add to a primitive's look rather than ones that fight it (two paddings, say).
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
