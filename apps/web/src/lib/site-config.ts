import { SiteConfigSchema, type SiteConfig } from '@arsamezat/shared/site';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export async function getSiteConfig(): Promise<SiteConfig> {
  return SiteConfigSchema.parse(await apiRequest('/api/site'));
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: getSiteConfig,
  staleTime: Infinity,
});

/** Brand, company details and social links from the server's configuration. */
export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQueryOptions).data;
}
