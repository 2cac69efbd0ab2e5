import type { ListingFormBaseValues } from '@arsamezat/shared/admin/admin-listing-form';
import type { ReactNode } from 'react';
import { ADMIN_LISTING_LIMITS } from '@arsamezat/shared/admin/admin-listings';
import { ZONING_LABELS, ZONINGS } from '@arsamezat/shared/listings/listing-options';
import { useFormContext } from 'react-hook-form';
import { controlClass, Field, FormSection, TextField } from './field';

const UNITS = [
  { value: 'm2', label: 'm²' },
  { value: 'dönüm', label: 'dönüm' },
  { value: 'hektar', label: 'hektar' },
];

/**
 * Area, land-registry numbers and the optional descriptive fields; `children` adds a form's own
 * (the operator's 'İlan Sahibi', the firm's taşınmaz numarası).
 */
export function ParcelFields({ children }: { children?: ReactNode }) {
  const { register, watch } = useFormContext<ListingFormBaseValues>();
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
      <Field name="zoning" label="İmar Durumu">
        {(control) => (
          <select {...control} className={controlClass} {...register('zoning')}>
            <option value="">Seçilmedi</option>
            {ZONINGS.map((zoning) => (
              <option key={zoning} value={zoning}>
                {ZONING_LABELS[zoning]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        name="imarDurumu"
        label="İmar Durumu Açıklaması"
        maxLength={ADMIN_LISTING_LIMITS.imarDurumu}
        placeholder="Örn. TAKS 0,30 / KAKS 0,60"
      />
      {children}
    </FormSection>
  );
}
