import {
  adminListingFormSchema,
  type AdminListingFormValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { adminPaths } from '../../admin-paths';
import { GeneralFields } from './general-fields';
import { LocationFields } from './location-fields';
import { ParcelFields } from './parcel-fields';
import { PriceFields } from './price-fields';
import { ScheduleFields } from './schedule-fields';
import { TypeToggle } from './type-toggle';

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
 * the shared contract, labels that follow the listing type.
 */
export function ListingForm({
  mode,
  defaultValues,
  onSubmit,
  images,
  storedStatus,
  typeLocked,
}: ListingFormProps) {
  const form = useForm<AdminListingFormValues>({
    resolver: zodResolver(adminListingFormSchema(mode)),
    defaultValues,
    mode: 'onTouched',
  });
  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
        className="space-y-5"
      >
        <TypeToggle locked={typeLocked} />
        <GeneralFields storedStatus={storedStatus} />
        <PriceFields />
        <ScheduleFields mode={mode} />
        <LocationFields />
        <ParcelFields />
        {images}
        <div className="sticky bottom-0 z-10 -mx-4 grid grid-cols-[auto_1fr] gap-2 border-t border-ink-100 bg-canvas/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex sm:justify-end sm:rounded-card sm:border sm:bg-surface sm:px-5 sm:py-4">
          <Button asChild variant="outline">
            <Link to={adminPaths.listings}>Vazgeç</Link>
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting
              ? 'Kaydediliyor...'
              : mode === 'create'
                ? 'İlanı Oluştur'
                : 'Değişiklikleri Kaydet'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
