import { SALE_STEP_LABELS, type SaleStep } from '@arsamezat/shared/sales/sale';
import { AlertTriangle } from 'lucide-react';
import { cx } from '../../../../components/ui/cx';
import { OVERDUE_LABEL } from '../../lib/sale-labels';

const STEP_TONES: Record<SaleStep, string> = {
  buyer_confirmation: 'bg-sky-50 text-sky-800 ring-sky-200',
  payment_security: 'bg-amber-50 text-amber-800 ring-amber-200',
  title_appointment: 'bg-violet-50 text-violet-800 ring-violet-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  cancelled: 'bg-ink-100 text-ink-700 ring-ink-200',
  defaulted: 'bg-red-50 text-red-800 ring-red-200',
};

/** The sale's step ('Alıcı Onayı' … 'Temerrüt'). */
export function SaleStepChip({ step }: { step: SaleStep }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STEP_TONES[step],
      )}
    >
      {SALE_STEP_LABELS[step]}
    </span>
  );
}

/** 'Süresi geçti': the open step's deadline has passed; the operator may act on it. */
export function OverdueChip() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      <AlertTriangle aria-hidden className="size-3.5" />
      {OVERDUE_LABEL}
    </span>
  );
}
