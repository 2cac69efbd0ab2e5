import path from 'node:path';
import type { SiteConfig } from '@arsamezat/shared/site/site';
import type { Config } from '../../config/env.ts';

/** GET /api/site's body: brand, company details, social links and the server's clock. */
export function siteConfigOf(config: Config, now: Date): SiteConfig {
  return {
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    company: { ...config.company, phoneHref: config.company.phone.replace(/[^\d+]/g, '') },
    social: config.social,
    serverTime: now.toISOString(),
    // The basemap's address on our origin (plugins/static-files.ts), or null: the offline map.
    mapTiles: config.mapTiles ? `/map/${path.basename(config.mapTiles)}` : null,
  };
}
