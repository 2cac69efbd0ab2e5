import {
  AUTHORISATION_BASES,
  AUTHORISATION_BASIS_LABELS,
  firmListingFormSchema,
  TASINMAZ_NO_MAX_DIGITS,
  type FirmListingFormValues,
} from '@arsamezat/shared/firms/firm-listings';
import type { ReactNode } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { FormSection, TextField } from '../../../components/listing-form/field';
import { GeneralFields } from '../../../components/listing-form/general-fields';
import { ListingFormShell } from '../../../components/listing-form/listing-form-shell';
import { LocationFields } from '../../../components/listing-form/location-fields';
import { ParcelFields } from '../../../components/listing-form/parcel-fields';
import { MapLocationFields } from '../../../components/listing-form/map-location-fields';
import { lookupFirmParcel } from '../api/parcel-lookup';
import { PriceFields } from '../../../components/listing-form/price-fields';
import { ScheduleFields } from '../../../components/listing-form/schedule-fields';
import { TypeToggle } from '../../../components/listing-form/type-toggle';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';

export type FirmListingFormApi = UseFormReturn<FirmListingFormValues>;

type FirmListingFormProps = {
  mode: 'create' | 'edit';
  defaultValues: FirmListingFormValues;
  onSubmit: (values: FirmListingFormValues, form: FirmListingFormApi) => Promise<void>;
  /** Staged images on create, the live image manager on edit. */
  images: ReactNode;
  /** The documents block (only once the draft exists). */
  documents?: ReactNode;
};

/**
 * A seller firm's listing form (issue 28): the operator's form's sections (components/
 * listing-form) without the deposit, the status, the last-minute extension and 'İlan Sahibi'
 * (decision 070), plus the taşınmaz numarası and the authorisation basis. Both dates are
 * required: the listing waits for the operator's approval.
 */
export function FirmListingForm({
  mode,
  defaultValues,
  onSubmit,
  images,
  documents,
}: FirmListingFormProps) {
  return (
    <ListingFormShell
      schema={firmListingFormSchema()}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      cancelTo={paths.firm}
      submitLabel={mode === 'create' ? 'Taslağı Kaydet' : 'Değişiklikleri Kaydet'}
    >
      <TypeToggle />
      <GeneralFields />
      <PriceFields />
      <ScheduleFields mode="edit" />
      <LocationFields />
      <ParcelFields>
        <TextField
          name="tasinmazNo"
          label="Taşınmaz Numarası"
          required
          inputMode="numeric"
          maxLength={TASINMAZ_NO_MAX_DIGITS}
          placeholder="Örn. 48213377"
          hint="Tapu kaydındaki taşınmaz numarası; yalnızca rakam."
        />
      </ParcelFields>
      <MapLocationFields lookupParcel={lookupFirmParcel} />
      <AuthorisationBasisField />
      {images}
      {documents}
    </ListingFormShell>
  );
}

/** 'Yetki Dayanağı': the firm owns the parcel, or the owner authorised it. */
function AuthorisationBasisField() {
  const { register, watch, getFieldState, formState } = useFormContext<FirmListingFormValues>();
  const current = watch('authorisationBasis');
  const error = getFieldState('authorisationBasis', formState).error?.message;
  return (
    <FormSection
      title="Yetki Dayanağı"
      description="Bu taşınmazı hangi yetkiyle satışa sunduğunuzu seçin. Yetki Belgesi’ni aşağıdaki Belgeler bölümünden yükleyin."
    >
      <fieldset className="sm:col-span-2" aria-describedby={error ? 'basis-error' : undefined}>
        <legend className="sr-only">Yetki Dayanağı</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {AUTHORISATION_BASES.map((basis) => (
            <label
              key={basis}
              className={cx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium text-ink-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                current === basis
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-ink-200 hover:border-ink-300',
              )}
            >
              <input
                type="radio"
                value={basis}
                className="size-4 accent-brand-700"
                {...register('authorisationBasis')}
              />
              {AUTHORISATION_BASIS_LABELS[basis]}
            </label>
          ))}
        </div>
        {error && (
          <p id="basis-error" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </FormSection>
  );
}
