import type { City } from '@arsamezat/shared/listings/cities';
import type { ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { getProvinceLocationsRoute } from '@arsamezat/shared/listings/locations.routes';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApiParsed } from './call-api';

/**
 * A province's districts and mahalleler from the server's reference list (issue 30), asked for
 * when a form needs them: the whole country's list never ships in the app's scripts. The list
 * changes only with a deploy, so one answer serves the session (and the browser caches it a day).
 */
export const provinceLocationsQueryOptions = (city: City | undefined) =>
  queryOptions({
    queryKey: ['locations', city ?? null] as const,
    queryFn:
      city === undefined
        ? skipToken
        : ({ signal }): Promise<ProvinceLocations> =>
            callApiParsed(
              getProvinceLocationsRoute,
              () =>
                import('@arsamezat/shared/listings/locations').then(
                  (m) => m.ProvinceLocationsSchema,
                ),
              { query: new URLSearchParams({ city }), signal },
            ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });

/** The lists of a province, or nothing (no request) while no single province is chosen. */
export function useProvinceLocations(city: City | undefined) {
  return useQuery(provinceLocationsQueryOptions(city));
}
