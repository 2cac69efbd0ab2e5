import { formatTl } from '@arsamezat/shared/core/money';
import type { LucideIcon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

const CONFIRM_BUTTON = {
  danger: 'bg-red-600 text-white hover:bg-red-700 active:bg-red-800',
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
} as const;

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  /** What will happen, with the names it concerns. */
  description: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof CONFIRM_BUTTON;
  /** The money this moves, in kuruş: shown large, so nobody confirms the wrong amount. */
  amount?: number;
  confirmLabel: string;
  pendingLabel: string;
  /** While the write runs the buttons are disabled and the dialog stays open. */
  pending: boolean;
  /** Inputs between the text and the buttons (a date, a reason). */
  children?: ReactNode;
  /** False keeps the confirm button disabled (an input is not filled yet). */
  canConfirm?: boolean;
};

/** The "are you sure" before every write that deletes, locks out or moves money. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { tone = 'primary', icon: Icon, canConfirm = true, pending } = props;
  return (
    <AlertDialog.Root
      open={props.open}
      onOpenChange={(open) => !open && !pending && props.onClose()}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span
              className={cx(
                'grid size-11 shrink-0 place-items-center rounded-full',
                tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                {props.title}
              </AlertDialog.Title>
              {props.amount !== undefined && (
                <p
                  className="text-2xl font-bold text-ink-900 tabular-nums"
                  data-testid="confirm-amount"
                >
                  {formatTl(props.amount)}
                </p>
              )}
              <AlertDialog.Description asChild>
                <div className="space-y-2 text-sm break-words text-ink-600">
                  {props.description}
                </div>
              </AlertDialog.Description>
            </div>
          </div>
          {props.children && <div className="mt-4">{props.children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Vazgeç
              </Button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className={cx(
                'inline-flex h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold shadow-sm transition-colors disabled:opacity-50',
                CONFIRM_BUTTON[tone],
              )}
              disabled={pending || !canConfirm}
              onClick={props.onConfirm}
            >
              {pending ? props.pendingLabel : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
