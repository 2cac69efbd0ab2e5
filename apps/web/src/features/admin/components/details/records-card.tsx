import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export const th =
  'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
export const td = 'px-4 py-3 text-sm';

export const phoneHref = (phone: string) => `tel:+90${phone}`;

/** A titled card around a listing's bids or offers, with their total. */
export function RecordsCard(props: { title: string; total: number; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5 pb-3 sm:px-6">
        <h3 className="text-base font-semibold text-ink-900">
          {props.title} <span className="font-normal text-ink-500">({props.total})</span>
        </h3>
      </div>
      {props.children}
    </Card>
  );
}
