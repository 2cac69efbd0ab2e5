import { adminParcelLookupRoute } from '@arsamezat/shared/listings/parcel-lookup.routes';
import type {
  ParcelLookup,
  ParcelLookupRequestInput,
} from '@arsamezat/shared/listings/parcel-lookup';
import { callApiParsed } from '../../../lib/call-api';

/** 'Parseli Getir' in the operator's listing form (issue 30). */
export function lookupAdminParcel(request: ParcelLookupRequestInput): Promise<ParcelLookup> {
  return callApiParsed(
    adminParcelLookupRoute,
    () => import('@arsamezat/shared/listings/parcel-lookup').then((m) => m.ParcelLookupSchema),
    { body: request },
  );
}
