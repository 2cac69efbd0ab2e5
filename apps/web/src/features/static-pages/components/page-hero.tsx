import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type PageHeroProps = {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  icon?: LucideIcon;
  /** Small print under the lead, e.g. the date a contract takes effect. */
  meta?: ReactNode;
  /** Calls to action. */
  children?: ReactNode;
};

/** The band at the top of every static page; holds the page's only <h1>. */
export function PageHero({ title, eyebrow, lead, icon: Icon, meta, children }: PageHeroProps) {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex items-start gap-4">
          {Icon && (
            <span className="hidden rounded-card bg-brand-800 p-3 text-accent-300 sm:inline-flex">
              <Icon aria-hidden="true" className="size-7" />
            </span>
          )}
          <div className="min-w-0">
            {eyebrow && (
              <p className="text-sm font-semibold tracking-wide text-accent-300">{eyebrow}</p>
            )}
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h1>
            {lead && (
              <p className="mt-4 max-w-2xl text-base leading-7 text-brand-100 sm:text-lg">{lead}</p>
            )}
            {meta && <div className="mt-4 text-sm text-brand-200">{meta}</div>}
            {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
          </div>
        </div>
      </div>
    </header>
  );
}
