import type { AdminListingFormValues } from '@arsamezat/shared/admin/admin-listing-form';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** API field names that differ from the form's. */
const FORM_FIELD: Record<string, keyof AdminListingFormValues> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
};

/** Puts the server's field messages under the matching inputs; returns the message to toast. */
export function applyServerErrors(
  form: UseFormReturn<AdminListingFormValues>,
  error: unknown,
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const values = form.getValues();
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const name = FORM_FIELD[field] ?? field;
    if (name in values) form.setError(name as keyof AdminListingFormValues, { message });
  }
  return error.message;
}
