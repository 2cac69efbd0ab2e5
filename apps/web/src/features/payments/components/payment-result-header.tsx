import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

export type ResultTone = 'success' | 'failure' | 'pending' | 'neutral';

const tones: Record<ResultTone, string> = {
  success: 'bg-brand-50 text-brand-600 ring-brand-100',
  failure: 'bg-red-50 text-red-600 ring-red-100',
  pending: 'bg-accent-50 text-accent-600 ring-accent-100',
  neutral: 'bg-brand-50 text-brand-700 ring-brand-100',
};

type PaymentResultHeaderProps = {
  tone: ResultTone;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
};

/** The big icon, the page's one h1 and the explanation at the top of the result card. */
export function PaymentResultHeader({
  tone,
  icon: Icon,
  title,
  children,
}: PaymentResultHeaderProps) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className={cx('grid size-16 place-items-center rounded-full ring-8', tones[tone])}>
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">
        {title}
      </h1>
      {children && (
        <p className="mt-2 max-w-md text-sm leading-relaxed text-pretty text-ink-600 sm:text-base">
          {children}
        </p>
      )}
    </div>
  );
}
