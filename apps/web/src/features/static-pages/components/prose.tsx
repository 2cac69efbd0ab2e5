import type { ReactNode } from 'react';

// Long-form typography without a plugin: the container styles the plain elements inside it,
// so content files can stay as ordinary <p>, <ul>, <ol>, <h3> and <a>.
const proseClassName = [
  'text-[0.975rem] leading-7 text-ink-700 sm:text-base',
  '[&>*+*]:mt-4',
  '[&>h3]:mt-7 [&>h3]:text-lg [&>h3]:font-semibold [&>h3]:leading-snug [&>h3]:text-ink-900',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-brand-600',
  '[&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:font-medium [&_a]:break-words [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-brand-900',
].join(' ');

type ProseProps = { children: ReactNode; className?: string };

export function Prose({ children, className }: ProseProps) {
  return (
    <div className={className ? `${proseClassName} ${className}` : proseClassName}>{children}</div>
  );
}

type LetteredItem = { label: string; text: ReactNode };

/**
 * A list whose items carry the letters the law itself uses (a, b, c, ç, d …). CSS
 * `lower-alpha` cannot produce the Turkish letters ç, ğ, ı, ö, ş, ü, so they are written out.
 */
export function LetteredList({ items }: { items: readonly LetteredItem[] }) {
  return (
    <ol className="list-none! space-y-2 pl-0!">
      {items.map((item) => (
        <li key={item.label} className="flex gap-2 pl-0!">
          <span className="min-w-6 shrink-0 font-semibold text-brand-700">{item.label})</span>
          <span>{item.text}</span>
        </li>
      ))}
    </ol>
  );
}
