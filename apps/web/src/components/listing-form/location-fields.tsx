import type { ListingFormBaseValues } from '@arsamezat/shared/admin/admin-listing-form';
import {
  composeLocation,
  formatLocation,
  LOCATION_DETAILS_EXAMPLE,
  LOCATION_DETAILS_HINT,
} from '@arsamezat/shared/listings/listing-location';
import { LISTING_LIMITS } from '@arsamezat/shared/listings/listings';
import { MapPin } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { CityCombobox } from './city-combobox';
import { Field, FormSection, TextField } from './field';

/**
 * Province from the list and free location details (mahalle, then ilçe); stored as
 * 'details, city' (spec §3) and shown as the public pages show it: il, ilçe, mahalle.
 */
export function LocationFields() {
  const { control, watch } = useFormContext<ListingFormBaseValues>();
  const [city, details] = watch(['city', 'locationDetails']);
  const shown = city ? formatLocation(composeLocation(details, city)) : details.trim();
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
        placeholder={LOCATION_DETAILS_EXAMPLE}
        hint={LOCATION_DETAILS_HINT}
      />
      {shown && (
        <p className="flex items-center gap-2 text-sm text-ink-600 sm:col-span-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
          <span>
            İlanda görünecek: <span className="font-medium text-ink-900">{shown}</span>
          </span>
        </p>
      )}
    </FormSection>
  );
}
