import { defineContract } from '../core/api-route.ts';
import { ProvinceLocationsQuerySchema, ProvinceLocationsSchema } from './locations.ts';
import { getProvinceLocationsRoute } from './locations.routes.ts';

export const getProvinceLocations = defineContract(getProvinceLocationsRoute, {
  schema: {
    tags: ['listings'],
    summary:
      "A province's districts (ilçe) and neighbourhoods (mahalle) from the offline reference list, for the browse filters and the listing forms",
    querystring: ProvinceLocationsQuerySchema,
    response: { 200: ProvinceLocationsSchema },
  },
});
