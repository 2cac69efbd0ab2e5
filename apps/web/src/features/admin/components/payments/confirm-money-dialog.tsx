import { formatTl } from '@arsamezat/shared/money';
import { Banknote } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

type ConfirmMoneyDialogProps = {
  open: boolean;
  title: string;
  /** The money this moves, in kuruş: shown large, so nobody confirms the wrong amount. */
  amount: number;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Money moves only on purpose: every refund is confirmed with its amount first. */
export function ConfirmMoneyDialog(props: ConfirmMoneyDialogProps) {
  const { open, title, amount, children, confirmLabel, busyLabel, busy, onConfirm, onClose } =
    props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Banknote aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                {title}
              </AlertDialog.Title>
              <p
                className="text-2xl font-bold text-ink-900 tabular-nums"
                data-testid="confirm-amount"
              >
                {formatTl(amount)}
              </p>
              <AlertDialog.Description asChild>
                <div className="space-y-2 text-sm break-words text-ink-600">{children}</div>
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                Vazgeç
              </Button>
            </AlertDialog.Cancel>
            <Button disabled={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
