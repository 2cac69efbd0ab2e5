import {
  adminListingFormSchema,
  type AdminListingFormValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import {
  ADMIN_LISTING_LIMITS,
  ADMIN_LISTING_STATUSES,
} from '@arsamezat/shared/admin/admin-listings';
import type { ReactNode } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { controlClass, Field, TextField } from '../../../../components/listing-form/field';
import { GeneralFields } from '../../../../components/listing-form/general-fields';
import { ListingFormShell } from '../../../../components/listing-form/listing-form-shell';
import { LocationFields } from '../../../../components/listing-form/location-fields';
import { MapLocationFields } from '../../../../components/listing-form/map-location-fields';
import { lookupAdminParcel } from '../../api/parcel-lookup';
import { ParcelFields } from '../../../../components/listing-form/parcel-fields';
import { PriceFields } from '../../../../components/listing-form/price-fields';
import { ScheduleFields } from '../../../../components/listing-form/schedule-fields';
import { TypeToggle } from '../../../../components/listing-form/type-toggle';
import { adminPaths } from '../../admin-paths';
import { STATUS_LABELS } from '../../lib/admin-labels';

export type ListingFormApi = UseFormReturn<AdminListingFormValues>;

type ListingFormProps = {
  mode: 'create' | 'edit';
  defaultValues: AdminListingFormValues;
  onSubmit: (values: AdminListingFormValues, form: ListingFormApi) => Promise<void>;
  /** The images block: staged files on create, the live image manager on edit. */
  images: ReactNode;
  /** The stored status (to show 'Satıldı' when it is that). */
  storedStatus?: string;
  /** True when the type may no longer change (the listing has bids or offers). */
  typeLocked?: boolean;
};

/**
 * The admin listing form (spec §5 'Admin listing form'): every field, Turkish messages from
 * the shared contract, labels that follow the listing type. Its sections are the shared
 * listing form's (components/listing-form), with the operator's own fields added.
 */
export function ListingForm({
  mode,
  defaultValues,
  onSubmit,
  images,
  storedStatus,
  typeLocked,
}: ListingFormProps) {
  return (
    <ListingFormShell
      schema={adminListingFormSchema(mode)}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      cancelTo={adminPaths.listings}
      submitLabel={mode === 'create' ? 'İlanı Oluştur' : 'Değişiklikleri Kaydet'}
    >
      <TypeToggle locked={typeLocked} />
      <GeneralFields>
        <StatusField storedStatus={storedStatus} />
      </GeneralFields>
      <PriceFields operator />
      <ScheduleFields mode={mode} />
      <LocationFields />
      <ParcelFields>
        <TextField
          name="ilanSahibi"
          label="İlan Sahibi"
          required
          maxLength={ADMIN_LISTING_LIMITS.ilanSahibi}
          hint="Taşınmazı satan kişi veya yetkili firma; ilan sayfasında gösterilir."
        />
      </ParcelFields>
      <MapLocationFields lookupParcel={lookupAdminParcel} />
      {images}
    </ListingFormShell>
  );
}

/** The stored status, which only the operator sets. */
function StatusField({ storedStatus }: { storedStatus?: string | undefined }) {
  const { register } = useFormContext<AdminListingFormValues>();
  return (
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
  );
}
