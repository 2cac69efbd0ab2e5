import {
  IMAGE_MESSAGES,
  LISTING_IMAGE_ACCEPT,
  LISTING_IMAGE_LIMITS,
} from '@arsamezat/shared/admin/admin-listing-images';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';

const ACCEPTED = new Set(LISTING_IMAGE_ACCEPT.split(','));

/** Splits chosen files into those worth sending and those refused at once (and why). */
export function screenFiles(files: File[], room: number): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!ACCEPTED.has(file.type)) refused.push(`${file.name}: ${IMAGE_MESSAGES.unsupported}`);
    else if (file.size > LISTING_IMAGE_LIMITS.maxBytes) {
      refused.push(`${file.name}: ${IMAGE_MESSAGES.tooLarge}`);
    } else if (accepted.length >= room) {
      refused.push(`${file.name}: ${IMAGE_MESSAGES.tooManyImages}`);
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** The file picker: several JPEG, PNG or WebP files of at most 10 MB each. */
export function ImageDrop({
  disabled,
  onFiles,
}: {
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-ink-200 bg-ink-50/60 px-4 py-8 text-center transition-colors hover:border-brand-400 hover:bg-brand-50/60 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
    >
      <ImagePlus aria-hidden className="size-8 text-brand-600" />
      <span className="text-sm font-semibold text-ink-800">Görsel Ekle</span>
      <span className="text-xs text-ink-500">
        JPEG, PNG veya WebP · en fazla 10 MB · ilan başına {LISTING_IMAGE_LIMITS.maxPerListing}{' '}
        görsel
      </span>
      <input
        id={id}
        type="file"
        multiple
        accept={LISTING_IMAGE_ACCEPT}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </label>
  );
}
