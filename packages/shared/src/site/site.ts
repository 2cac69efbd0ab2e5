import { z } from 'zod';

/** Public, non-secret configuration the web app reads from `GET /api/site`. */
export const SiteConfigSchema = z.object({
  siteName: z.string(),
  publicUrl: z.string(),
  company: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    /** Phone in E.164-ish digits for tel: links, e.g. +902364140000 */
    phoneHref: z.string(),
  }),
  social: z.object({
    whatsappChannel: z.string(),
    instagram: z.string(),
    facebook: z.string(),
  }),
  /** Server time when the answer was produced (ISO); lets the client compute its clock offset. */
  serverTime: z.string(),
  /**
   * The self-hosted PMTiles basemap's path on our origin (MAP_TILES, decision 083), or null for
   * the offline map (Türkiye's outline and our parcels). Missing in answers of older servers.
   */
  mapTiles: z.string().max(300).nullish(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
