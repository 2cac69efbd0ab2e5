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
import { isCity } from '@arsamezat/shared/listings/cities';
import { useProvinceLocations } from '../../lib/province-locations';
import { CityCombobox } from './city-combobox';
import { PlaceSelects } from './place-selects';
import { Field, FormSection, TextField } from './field';

/**
 * Province, district and mahalle from the lists (issue 30) and free details (mevki, yol); stored
 * as 'details, mahalle, ilçe, city' (spec §3) and shown as the public pages show it: il, ilçe,
 * mahalle, details.
 */
export function LocationFields() {
  const { control, watch, setValue } = useFormContext<ListingFormBaseValues>();
  const [city, details, districtCode, neighbourhoodCode] = watch([
    'city',
    'locationDetails',
    'districtCode',
    'neighbourhoodCode',
  ]);
  const { data } = useProvinceLocations(isCity(city) ? city : undefined);
  const district = data?.districts.find((entry) => entry.code === districtCode);
  const neighbourhood = district?.neighbourhoods.find((entry) => entry.code === neighbourhoodCode);
  const written = [details.trim(), neighbourhood?.name, district?.name].filter(Boolean).join(', ');
  const shown = city ? formatLocation(composeLocation(written, city)) : written;
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
                onChange={(value) => {
                  // Another province's districts are not this one's.
                  if (value !== field.value) {
                    setValue('districtCode', '');
                    setValue('neighbourhoodCode', '');
                  }
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      <PlaceSelects />
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
