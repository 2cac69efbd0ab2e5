import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DocumentSection } from '../content/types';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { PageHero } from './page-hero';
import { Prose } from './prose';
import { RelatedDocuments } from './related-documents';
import { TableOfContents } from './table-of-contents';

type LegalDocumentProps = {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  meta?: ReactNode;
  icon?: LucideIcon;
  /** Paragraphs before the first numbered section (preamble). */
  intro?: ReactNode;
  sections: readonly DocumentSection[];
  /** Contracts number their sections "Madde 1 – …"; policies "1. …". */
  numbering?: 'article' | 'plain';
  /** The path of this page, left out of the links to the other legal texts. */
  currentPath: string;
};

/** Hero, table of contents and numbered sections: the frame every legal text shares. */
export function LegalDocument({
  title,
  eyebrow,
  lead,
  meta,
  icon,
  intro,
  sections,
  numbering = 'plain',
  currentPath,
}: LegalDocumentProps) {
  useScrollToHash();
  const headingFor = (index: number, section: DocumentSection) =>
    numbering === 'article'
      ? `Madde ${index + 1} – ${section.title}`
      : `${index + 1}. ${section.title}`;

  return (
    <>
      <PageHero title={title} eyebrow={eyebrow} lead={lead} meta={meta} icon={icon} />
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 lg:py-12">
        <TableOfContents
          sections={sections}
          headingFor={headingFor}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        />
        <article className="mt-8 max-w-3xl rounded-card bg-surface p-5 shadow-card sm:p-8 lg:mt-0">
          {intro && <Prose className="mb-8">{intro}</Prose>}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-baslik`}
              className="scroll-mt-24 border-t border-ink-100 pt-6 not-first:mt-8 first:border-t-0 first:pt-0"
            >
              <h2
                id={`${section.id}-baslik`}
                className="text-xl font-semibold tracking-tight text-ink-900 sm:text-2xl"
              >
                {headingFor(index, section)}
              </h2>
              <Prose className="mt-4">{section.body}</Prose>
            </section>
          ))}
          <RelatedDocuments currentPath={currentPath} />
        </article>
      </div>
    </>
  );
}
