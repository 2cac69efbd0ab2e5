import type { AdminListingFormValues } from '@arsamezat/shared/admin/admin-listing-form';
import { LISTING_LIMITS } from '@arsamezat/shared/listings/listings';
import { MapPin } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { CityCombobox } from './city-combobox';
import { Field, FormSection, TextField } from './field';

/** Province from the list and free location details; stored as 'details, city' (spec §3). */
export function LocationFields() {
  const { control, watch } = useFormContext<AdminListingFormValues>();
  const [city, details] = watch(['city', 'locationDetails']);
  const stored = [details.trim(), city].filter(Boolean).join(', ');
  return (
    <FormSection title="Konum">
      <Field name="city" label="Şehir" required>
        {(props) => (
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CityCombobox
                {...props}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      <TextField
        name="locationDetails"
        label="Konum Detayı"
        maxLength={LISTING_LIMITS.locationDetails}
        placeholder="Örn. Merkez, Zafertepe Mah."
      />
      {stored && (
        <p className="flex items-center gap-2 text-sm text-ink-600 sm:col-span-2">
          <MapPin aria-hidden className="size-4 text-brand-600" />
          Kaydedilecek konum: <span className="font-medium text-ink-900">{stored}</span>
        </p>
      )}
    </FormSection>
  );
}
