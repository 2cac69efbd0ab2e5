import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

type RecordRowProps = {
  listing: { id: string; title: string };
  /** The amount, top right. */
  amount: ReactNode;
  /** Badges and dates under the title. */
  children?: ReactNode;
  /** Extra actions or details at the bottom (a receipt button, next steps). */
  footer?: ReactNode;
};

/** One record in a list: the listing (a link to its page), the amount and details. */
export function RecordRow({ listing, amount, children, footer }: RecordRowProps) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <Link
            to={paths.listing(listing.id)}
            className="line-clamp-2 inline-flex min-h-11 items-center text-sm font-semibold text-ink-900 underline-offset-2 hover:text-brand-800 hover:underline sm:text-base"
          >
            {listing.title || 'Arsa'}
          </Link>
          <div className="mt-1 space-y-2 text-xs text-ink-600 sm:text-sm">{children}</div>
        </div>
        <div className="shrink-0 text-right">{amount}</div>
      </div>
      {footer && <div className="mt-4 border-t border-ink-100 pt-4">{footer}</div>}
    </Card>
  );
}

export function Amount({ label, value }: { label: string; value: string }) {
  return (
    <>
      <p className="text-xs font-medium text-ink-500">{label}</p>
      <p className="text-base font-bold whitespace-nowrap text-brand-800 tabular-nums sm:text-lg">
        {value}
      </p>
    </>
  );
}
