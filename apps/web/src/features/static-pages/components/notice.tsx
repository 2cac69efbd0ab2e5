import { Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

type NoticeProps = {
  title?: string;
  tone?: 'info' | 'highlight';
  children: ReactNode;
};

/** A framed paragraph for statements a reader must not miss (deposit refunds, our role). */
export function Notice({ title, tone = 'info', children }: NoticeProps) {
  const Icon = tone === 'highlight' ? ShieldCheck : Info;
  const frame =
    tone === 'highlight'
      ? 'border-accent-200 bg-accent-50 text-ink-800'
      : 'border-brand-200 bg-brand-50 text-ink-800';
  return (
    <div className={`flex gap-3 rounded-card border p-4 sm:p-5 ${frame}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-2 text-sm leading-6 sm:text-[0.95rem]">
        {title && <p className="font-semibold text-ink-900">{title}</p>}
        {children}
      </div>
    </div>
  );
}
