import { z } from 'zod';
import { CitiesParamSchema } from './listings.ts';

/** A neighbourhood of the reference list: its code and its name as the list writes it. */
export const NeighbourhoodSchema = z.object({
  code: z.string().max(200),
  name: z.string().max(200),
});
export type Neighbourhood = z.infer<typeof NeighbourhoodSchema>;

export const DistrictSchema = z.object({
  code: z.string().max(80),
  name: z.string().max(100),
  neighbourhoods: z.array(NeighbourhoodSchema).max(5_000),
});
export type District = z.infer<typeof DistrictSchema>;

/** GET /api/locations?city=İzmir: a province's districts and their neighbourhoods, by name. */
export const ProvinceLocationsSchema = z.object({
  city: z.string().max(60),
  districts: z.array(DistrictSchema).max(100),
});
export type ProvinceLocations = z.infer<typeof ProvinceLocationsSchema>;

export const ProvinceLocationsQuerySchema = z.object({
  city: CitiesParamSchema.transform((cities, ctx) => {
    const [city] = cities;
    if (city !== undefined && cities.length === 1) return city;
    ctx.addIssue({ code: 'custom', message: 'Tek bir il seçin.' });
    return z.NEVER;
  }),
});
