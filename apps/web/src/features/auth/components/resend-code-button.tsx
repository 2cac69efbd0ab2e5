import { RotateCw } from 'lucide-react';

type ResendCodeButtonProps = {
  /** Seconds until another code may be asked for; the button waits until 0. */
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
};

/** 'Kodu tekrar gönder (59 sn)': disabled with a visible countdown, then a text button. */
export function ResendCodeButton({ secondsLeft, busy, onResend }: ResendCodeButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || busy}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
    >
      <RotateCw aria-hidden className={busy ? 'size-4 animate-spin' : 'size-4'} />
      {busy
        ? 'Gönderiliyor...'
        : waiting
          ? `Kodu tekrar gönder (${secondsLeft} sn)`
          : 'Kodu tekrar gönder'}
    </button>
  );
}
