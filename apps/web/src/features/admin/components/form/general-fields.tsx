import type { AdminListingFormValues } from '@arsamezat/shared/admin/admin-listing-form';
import { ADMIN_LISTING_STATUSES } from '@arsamezat/shared/admin/admin-listings';
import { LISTING_LIMITS } from '@arsamezat/shared/listings/listings';
import { useFormContext } from 'react-hook-form';
import { cx } from '../../../../components/ui/cx';
import { STATUS_LABELS } from '../../lib/admin-labels';
import { controlClass, Field, FormSection, TextField } from './field';

/** Title, description and the stored status. */
export function GeneralFields({ storedStatus }: { storedStatus?: string }) {
  const { register, watch } = useFormContext<AdminListingFormValues>();
  const descriptionLength = watch('description').length;
  return (
    <FormSection title="Genel Bilgiler">
      <TextField
        name="title"
        label="İlan Başlığı"
        required
        maxLength={LISTING_LIMITS.title}
        placeholder="Örn. Kütahya Merkez'de yola cepheli imarlı arsa"
        className="sm:col-span-2"
      />
      <Field
        name="description"
        label="Açıklama"
        required
        className="sm:col-span-2"
        hint={`${descriptionLength.toLocaleString('tr-TR')} / ${LISTING_LIMITS.description.toLocaleString('tr-TR')} karakter`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={LISTING_LIMITS.description}
            className={cx(controlClass, 'h-auto min-h-36 py-2.5 leading-relaxed')}
            {...register('description')}
          />
        )}
      </Field>
      <Field name="status" label="Durum" required hint="Yayın zamanı tarihlerden hesaplanır.">
        {(control) => (
          <select {...control} className={controlClass} {...register('status')}>
            {ADMIN_LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
            {storedStatus === 'sold' && (
              <option value="sold" disabled>
                {STATUS_LABELS.sold}
              </option>
            )}
          </select>
        )}
      </Field>
    </FormSection>
  );
}
