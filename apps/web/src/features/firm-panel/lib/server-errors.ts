import type { FirmListingFormValues } from '@arsamezat/shared/firms/firm-listings';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** API field names that differ from the form's. */
const FORM_FIELD: Record<string, keyof FirmListingFormValues> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
};

/** Puts the server's field messages under the matching inputs; returns the message to show. */
export function applyServerErrors(
  form: UseFormReturn<FirmListingFormValues>,
  error: unknown,
): string {
  if (!(error instanceof ApiError)) return 'Bilinmeyen hata';
  const values = form.getValues();
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const name = FORM_FIELD[field] ?? field;
    if (name in values) form.setError(name as keyof FirmListingFormValues, { message });
  }
  return error.message;
}
