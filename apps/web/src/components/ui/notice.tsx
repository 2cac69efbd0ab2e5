import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<NoticeTone, { box: string; icon: string; Icon: LucideIcon }> = {
  info: { box: 'border-brand-100 bg-brand-50', icon: 'text-brand-600', Icon: Info },
  success: { box: 'border-brand-200 bg-brand-50', icon: 'text-brand-600', Icon: CircleCheck },
  warning: { box: 'border-accent-200 bg-accent-50', icon: 'text-accent-600', Icon: TriangleAlert },
  error: { box: 'border-red-200 bg-red-50', icon: 'text-red-600', Icon: CircleAlert },
};

type NoticeProps = {
  tone?: NoticeTone;
  title?: string;
  /** Replaces the tone's default icon (e.g. a clock for "coming soon"). */
  icon?: LucideIcon;
  children?: ReactNode;
  className?: string;
};

/**
 * A boxed message with an icon: form errors, "coming soon" notes, payment results.
 * `error` notices are announced to screen readers (`role="alert"`).
 */
export function Notice({
  tone = 'info',
  title,
  icon: CustomIcon,
  children,
  className,
}: NoticeProps) {
  const { box, icon, Icon: ToneIcon } = tones[tone];
  const Icon = CustomIcon ?? ToneIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cx('flex gap-3 rounded-xl border p-4 text-sm', box, className)}
    >
      <Icon aria-hidden className={cx('mt-0.5 size-5 shrink-0', icon)} />
      <div className="min-w-0 space-y-1 text-ink-700">
        {title && <p className="font-semibold text-ink-900">{title}</p>}
        {children}
      </div>
    </div>
  );
}
