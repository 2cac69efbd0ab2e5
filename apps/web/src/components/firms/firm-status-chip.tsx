import { FIRM_STATUS_LABELS, type FirmStatus } from '@arsamezat/shared/firms/firm-application';
import {
  Ban,
  CircleCheck,
  FileWarning,
  Hourglass,
  PauseCircle,
  type LucideIcon,
} from 'lucide-react';
import { cx } from '../ui/cx';

/**
 * A firm's standing as a chip (issue 28): 'İnceleniyor', 'Eksik Belge', 'Onaylandı',
 * 'Reddedildi', 'Askıya Alındı'. The applicant's page and the operator's 'Firmalar' draw the same.
 */
const LOOKS: Record<FirmStatus, { icon: LucideIcon; chip: string }> = {
  pending: { icon: Hourglass, chip: 'bg-amber-50 text-amber-800 ring-amber-200' },
  needs_documents: { icon: FileWarning, chip: 'bg-orange-50 text-orange-800 ring-orange-200' },
  approved: { icon: CircleCheck, chip: 'bg-brand-50 text-brand-800 ring-brand-200' },
  rejected: { icon: Ban, chip: 'bg-red-50 text-red-800 ring-red-200' },
  suspended: { icon: PauseCircle, chip: 'bg-ink-100 text-ink-800 ring-ink-200' },
};

export function FirmStatusChip({ status, className }: { status: FirmStatus; className?: string }) {
  const { icon: Icon, chip } = LOOKS[status];
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        chip,
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      {FIRM_STATUS_LABELS[status]}
    </span>
  );
}

/** A firm's 10-digit number: mobiles '+90 532 …' as the account shows them, landlines '0332 …'. */
export function formatFirmPhone(phone: string): string {
  if (!/^\d{10}$/.test(phone)) return phone;
  if (phone.startsWith('5'))
    return `+90 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
  return `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
}
