import { amountInFigures, amountInWords } from '@arsamezat/shared/trading/amount-in-words';
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';

export type AmountConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, e.g. 'Teklifinizi Onaylayın'. */
  title: string;
  /** What is confirmed, in kuruş: shown in figures and in Turkish words. */
  amount: number;
  /** Above the amount, e.g. 'Teklif tutarı'. */
  amountLabel: string;
  /** The listing the amount goes to. */
  listingTitle: string;
  /** What the amount means (deposit rules, a warning); read out with the dialog. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmed action is on its way: both buttons wait, the dialog cannot be closed. */
  busy?: boolean;
  onConfirm: () => void;
};

/**
 * Money goes out only after this: the amount in figures and in words, the listing, what it means,
 * then an explicit confirm. A bottom sheet on phones, a centred dialog from `sm` up; the buttons
 * are full-width and 48 px tall, so it fits a 320 px screen. Cancel is focused first, so an
 * Enter pressed twice does not confirm.
 */
export function AmountConfirmDialog({
  open,
  onOpenChange,
  title,
  amount,
  amountLabel,
  listingTitle,
  children,
  confirmLabel,
  cancelLabel = 'Vazgeç',
  busy = false,
  onConfirm,
}: AmountConfirmDialogProps) {
  function handleOpenChange(next: boolean) {
    if (busy && !next) return;
    onOpenChange(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement)
              .querySelector<HTMLButtonElement>('[data-autofocus]')
              ?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full min-w-0 flex-col rounded-t-3xl bg-surface shadow-raised transition-transform duration-200 ease-out starting:translate-y-full sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:starting:translate-y-[-45%]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-3.5">
            <Dialog.Title className="min-w-0 text-lg font-semibold text-ink-900">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              disabled={busy}
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 disabled:opacity-40"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          <div className="min-w-0 space-y-4 overflow-y-auto overscroll-contain px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <Dialog.Description asChild>
              <div className="min-w-0 rounded-xl bg-brand-50 p-4">
                <p className="line-clamp-2 text-sm font-medium break-words text-brand-900">
                  {listingTitle}
                </p>
                <p className="mt-3 text-xs font-medium tracking-wide text-ink-600 uppercase">
                  {amountLabel}
                </p>
                <p
                  className="text-2xl font-bold tracking-tight break-words text-brand-800"
                  data-testid="confirm-amount"
                >
                  {amountInFigures(amount)}
                </p>
                <p
                  className="mt-1 text-sm break-words text-ink-700"
                  data-testid="confirm-amount-words"
                >
                  {amountInWords(amount)}
                </p>
              </div>
            </Dialog.Description>

            {children && <div className="min-w-0 space-y-3 text-sm text-ink-700">{children}</div>}

            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button
                data-autofocus
                variant="outline"
                size="lg"
                fullWidth
                disabled={busy}
                onClick={() => handleOpenChange(false)}
              >
                {cancelLabel}
              </Button>
              <Button size="lg" fullWidth disabled={busy} onClick={onConfirm}>
                {busy && <LoaderCircle aria-hidden className="animate-spin" />}
                {confirmLabel}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
