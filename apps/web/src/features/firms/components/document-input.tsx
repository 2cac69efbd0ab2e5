import {
  FIRM_DOCUMENT_ACCEPT,
  FIRM_LIMITS,
  FIRM_MESSAGES,
} from '@arsamezat/shared/firms/firm-application';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../components/ui/cx';

const ALLOWED = /\.(pdf|jpe?g|png)$/i;

/**
 * What the browser can say about a chosen file before it is sent: too big, or not named as a
 * PDF/JPEG/PNG. The server decides by the file's content; this only saves a long upload.
 */
export function checkChosenFile(file: File): string | null {
  if (file.size > FIRM_LIMITS.documentMaxBytes) return FIRM_MESSAGES.tooLarge;
  if (!ALLOWED.test(file.name)) return FIRM_MESSAGES.unsupported;
  return null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type DocumentInputProps = {
  label: string;
  file: File | null;
  error?: string | undefined;
  onChange: (file: File | null) => void;
  /** The input's name (the multipart field the server reads). */
  name: string;
};

/** A document picker as a large tap target: the chosen file's name and size, its error. */
export function DocumentInput({ label, file, error, onChange, name }: DocumentInputProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-ink-800" id={`${id}-label`}>
        {label}
      </span>
      <input
        id={id}
        name={name}
        type="file"
        accept={FIRM_DOCUMENT_ACCEPT}
        className="peer sr-only"
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <label
        htmlFor={id}
        className={cx(
          'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-dashed px-3.5 py-3 text-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500',
          error
            ? 'border-red-400 bg-red-50/60'
            : file
              ? 'border-brand-300 bg-brand-50/60'
              : 'border-ink-300 bg-surface hover:bg-ink-50',
        )}
      >
        <FileUp aria-hidden className="size-5 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1">
          {file ? (
            <>
              <span className="block truncate font-medium text-ink-900">{file.name}</span>
              <span className="text-xs text-ink-500">
                {sizeText(file.size)} · Değiştirmek için dokunun
              </span>
            </>
          ) : (
            <>
              <span className="block font-medium text-ink-800">Dosya seçin</span>
              <span className="text-xs text-ink-500">PDF, JPEG veya PNG · en fazla 10 MB</span>
            </>
          )}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
