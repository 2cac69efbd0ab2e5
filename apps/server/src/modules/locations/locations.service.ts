import type { City } from '@arsamezat/shared/listings/cities';
import type { ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { badRequest } from '../../lib/errors.ts';
import { provinceLocations, unknownCodes } from './location-reference.ts';

/** The reference lists of districts and neighbourhoods, for the browse and the forms (issue 30). */
export function createLocationsService() {
  return {
    getProvinceLocations(city: City): ProvinceLocations {
      return provinceLocations(city);
    },

    /** A browse's district and neighbourhood codes, each in the list; a 400 in Turkish if not. */
    checkBrowsePlaces(query: { districts: string[]; neighbourhoods: string[] }): void {
      const [unknown] = unknownCodes(query);
      if (unknown === undefined) return;
      const field = query.districts.includes(unknown) ? 'districts' : 'neighbourhoods';
      const message =
        field === 'districts' ? 'İlçe listede bulunamadı.' : 'Mahalle listede bulunamadı.';
      throw badRequest(message, 'VALIDATION', { [field]: message });
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
