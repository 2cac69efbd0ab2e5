import { firmParcelLookupRoute } from '@arsamezat/shared/listings/parcel-lookup.routes';
import type {
  ParcelLookup,
  ParcelLookupRequestInput,
} from '@arsamezat/shared/listings/parcel-lookup';
import { callApiParsed } from '../../../lib/call-api';

/** 'Parseli Getir' in a seller firm's listing form (issue 30). */
export function lookupFirmParcel(request: ParcelLookupRequestInput): Promise<ParcelLookup> {
  return callApiParsed(
    firmParcelLookupRoute,
    () => import('@arsamezat/shared/listings/parcel-lookup').then((m) => m.ParcelLookupSchema),
    { body: request },
  );
}
