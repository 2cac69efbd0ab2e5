import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

/** One part of 'Sistem Durumu': a titled card, with its count and a line on what it shows. */
export function SystemPanel({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const id = `system-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-base font-semibold text-ink-900">
        {title}
      </h3>
      {note && <p className="mt-0.5 text-sm text-ink-500">{note}</p>}
      <Card className="mt-3 overflow-hidden">{children}</Card>
    </section>
  );
}

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
export const td = 'px-4 py-3 align-top text-sm text-ink-800';

/** A labelled value in a phone card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

export function NothingHere({ text }: { text: string }) {
  return <p className="px-4 py-6 text-center text-sm text-ink-500">{text}</p>;
}
