import type { ListingFormBaseValues } from '@arsamezat/shared/admin/admin-listing-form';
import { LISTING_TYPES, listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { useFormContext } from 'react-hook-form';
import { cx } from '../ui/cx';
import { Gavel, Handshake, type LucideIcon } from 'lucide-react';
import type { ListingType } from '@arsamezat/shared/listings/listings';

/** Each listing type's icon in the form (and the operator's badges). */
export const LISTING_TYPE_ICONS: Record<ListingType, LucideIcon> = {
  auction: Gavel,
  offer: Handshake,
};

/** One choice per listing type, in the registry's order. */
const OPTIONS = LISTING_TYPES.map((value) => ({
  value,
  title: listingTypeOf(value).adminLabel,
  text: listingTypeOf(value).adminHint,
  icon: LISTING_TYPE_ICONS[value],
}));

/** İlan türü: auction or offer listing; the price fields below follow it. */
export function TypeToggle({ locked }: { locked?: boolean }) {
  const { register, watch } = useFormContext<ListingFormBaseValues>();
  const current = watch('listingType');
  return (
    <fieldset className="rounded-card border border-ink-100 bg-surface p-5 shadow-card sm:p-6">
      <legend className="sr-only">İlan Türü</legend>
      <p aria-hidden className="text-base font-semibold text-ink-900">
        İlan Türü
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, title, text, icon: Icon }) => (
          <label
            key={value}
            className={cx(
              'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
              current === value
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-ink-200 hover:border-ink-300',
              locked && current !== value && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              value={value}
              disabled={locked && current !== value}
              className="sr-only"
              {...register('listingType')}
            />
            <span
              className={cx(
                'grid size-10 shrink-0 place-items-center rounded-lg',
                current === value ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-600',
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{title}</span>
              <span className="block text-sm text-ink-600">{text}</span>
            </span>
          </label>
        ))}
      </div>
      {locked && (
        <p className="mt-3 text-xs text-ink-500">Teklif almış bir ilanın türü değiştirilemez.</p>
      )}
    </fieldset>
  );
}
