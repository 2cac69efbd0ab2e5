import type { ReactNode } from 'react';

type SectionHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The heading row of an admin section: title, a line of context, the section's actions. */
export function SectionHeader({ title, description, actions }: SectionHeaderProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-ink-900 sm:text-xl">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-ink-500">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
