import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';

type StatusMessageProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Small technical caption under the text (error code, the spec's English error text). */
  caption?: ReactNode;
  actions: ReactNode;
};

/** The centred layout shared by the not-found and error screens. */
export function StatusMessage({ icon, title, children, caption, actions }: StatusMessageProps) {
  return (
    <Container width="narrow" className="flex flex-1 items-center justify-center py-16 sm:py-24">
      <div className="flex max-w-lg flex-col items-center text-center">
        <div className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          {icon}
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
        <div className="mt-3 text-base leading-relaxed text-ink-600">{children}</div>
        {caption && <p className="mt-4 font-mono text-xs text-ink-400">{caption}</p>}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
      </div>
    </Container>
  );
}
