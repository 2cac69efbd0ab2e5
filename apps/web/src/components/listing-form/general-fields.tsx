import type { ListingFormBaseValues } from '@arsamezat/shared/admin/admin-listing-form';
import { LISTING_LIMITS } from '@arsamezat/shared/listings/listings';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { cx } from '../ui/cx';
import { controlClass, Field, FormSection, TextField } from './field';

/** Title and description; `children` adds a form's own fields (the operator's status). */
export function GeneralFields({ children }: { children?: ReactNode }) {
  const { register, watch } = useFormContext<ListingFormBaseValues>();
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
      {children}
    </FormSection>
  );
}
