import type { AdminListingFormValues } from '@arsamezat/shared/admin/admin-listing-form';
import { ADMIN_LISTING_LIMITS } from '@arsamezat/shared/admin/admin-listings';
import { useFormContext } from 'react-hook-form';
import { controlClass, Field, FormSection, TextField } from './field';

const UNITS = [
  { value: 'm2', label: 'm²' },
  { value: 'dönüm', label: 'dönüm' },
  { value: 'hektar', label: 'hektar' },
];

/** Area, land-registry numbers, the optional descriptive fields and the required owner. */
export function ParcelFields() {
  const { register, watch } = useFormContext<AdminListingFormValues>();
  const unit = watch('areaUnit');
  const units = UNITS.some((u) => u.value === unit)
    ? UNITS
    : [...UNITS, { value: unit, label: unit }];
  return (
    <FormSection title="Parsel Bilgileri">
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <TextField
          name="areaSize"
          label="Alan Büyüklüğü"
          required
          inputMode="decimal"
          placeholder="Örn. 1250,50"
        />
        <Field name="areaUnit" label="Birim">
          {(control) => (
            <select {...control} className={controlClass} {...register('areaUnit')}>
              {units.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextField
        name="emlakTipi"
        label="Emlak Tipi"
        maxLength={ADMIN_LISTING_LIMITS.emlakTipi}
        placeholder="Örn. Arsa, Tarla, Bağ"
      />
      <TextField name="adaNo" label="Ada No" maxLength={ADMIN_LISTING_LIMITS.adaNo} />
      <TextField name="parselNo" label="Parsel No" maxLength={ADMIN_LISTING_LIMITS.parselNo} />
      <TextField
        name="imarDurumu"
        label="İmar Durumu"
        maxLength={ADMIN_LISTING_LIMITS.imarDurumu}
        placeholder="Örn. Konut İmarlı"
      />
      <TextField
        name="ilanSahibi"
        label="İlan Sahibi"
        required
        maxLength={ADMIN_LISTING_LIMITS.ilanSahibi}
        hint="Taşınmazı satan kişi veya yetkili firma; ilan sayfasında gösterilir."
      />
    </FormSection>
  );
}
