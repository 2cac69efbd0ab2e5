import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cx } from '../../../components/ui/cx';

/** Spec 01 §9: one-time codes are six digits. */
export const OTP_LENGTH = 6;

/** A code being typed: one entry per box, '' for an empty box. */
export type OtpValue = readonly string[];

export const emptyOtp = (): OtpValue => Array<string>(OTP_LENGTH).fill('');
export const otpToString = (value: OtpValue): string => value.join('');
export const isOtpComplete = (value: OtpValue): boolean =>
  value.length === OTP_LENGTH && value.every((digit) => /^\d$/.test(digit));

type OtpInputProps = {
  value: OtpValue;
  onChange: (value: OtpValue) => void;
  /** Names the group for screen readers. */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Id of the text that explains an error, for aria-describedby. */
  describedBy?: string | undefined;
};

/**
 * Six one-digit boxes for an SMS code. Typing a digit moves to the next box, Backspace in an
 * empty box goes back to the previous one, and a whole code pasted (or filled in by the phone's
 * one-time-code suggestion) lands in all the boxes at once.
 */
export function OtpInput({
  value,
  onChange,
  label = 'Doğrulama kodu',
  invalid = false,
  disabled = false,
  autoFocus = false,
  describedBy,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on (a whole code always from the first box). */
  const fill = (start: number, digits: string) => {
    const from = digits.length >= OTP_LENGTH ? 0 : start;
    const next = [...value];
    const written = digits.slice(0, OTP_LENGTH - from).split('');
    written.forEach((digit, offset) => (next[from + offset] = digit));
    onChange(next);
    focusBox(from + written.length);
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) {
      if (raw === '') onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // Two digits: one typed next to the one already there; keep the new one.
    if (digits.length === 2 && value[index]) {
      fill(index, digits.replace(value[index], '').slice(-1) || digits.slice(-1));
      return;
    }
    fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits) fill(index, digits);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className="flex justify-between gap-2 sm:gap-3"
    >
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`${index + 1}. hane`}
          aria-invalid={invalid}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={value[index] ?? ''}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cx(
            'h-13 w-full min-w-0 max-w-14 rounded-xl border bg-surface text-center text-xl font-semibold text-ink-900 tabular-nums shadow-xs',
            'focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 disabled:bg-ink-50',
            invalid ? 'border-red-500' : 'border-ink-300',
          )}
        />
      ))}
    </div>
  );
}
