import { defineContract } from '../core/api-route.ts';
import { ParcelLookupRequestSchema, ParcelLookupSchema } from './parcel-lookup.ts';
import { adminParcelLookupRoute, firmParcelLookupRoute } from './parcel-lookup.routes.ts';

const schema = {
  tags: ['parcels'],
  summary:
    "'Parseli Getir': a parcel's outline, area and nitelik from the land registry by il, ilçe, mahalle, ada and parsel (cached per parcel)",
  body: ParcelLookupRequestSchema,
  response: { 200: ParcelLookupSchema },
};

export const adminParcelLookup = defineContract(adminParcelLookupRoute, {
  errorCodes: ['PARCEL_NOT_FOUND', 'PARCEL_REGISTRY_UNAVAILABLE', 'RATE_LIMITED'],
  schema,
});

export const firmParcelLookup = defineContract(firmParcelLookupRoute, {
  errorCodes: [
    'PARCEL_NOT_FOUND',
    'PARCEL_REGISTRY_UNAVAILABLE',
    'RATE_LIMITED',
    'UNAUTHENTICATED',
    'FIRM_REQUIRED',
  ],
  schema,
});
