import { useId } from 'react';
import type { DocumentSection } from '../content/types';

type TableOfContentsProps = {
  sections: readonly DocumentSection[];
  headingFor: (index: number, section: DocumentSection) => string;
  className?: string;
};

/** In-page links to every numbered section; the anchors are the sections' ids. */
export function TableOfContents({ sections, headingFor, className }: TableOfContentsProps) {
  const titleId = useId();
  return (
    <nav
      aria-labelledby={titleId}
      className={`rounded-card border border-ink-200 bg-surface p-5 shadow-card ${className ?? ''}`}
    >
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-ink-500">
        İçindekiler
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center rounded-md px-2 py-1.5 text-ink-700 hover:bg-brand-50 hover:text-brand-800"
            >
              {headingFor(index, section)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
