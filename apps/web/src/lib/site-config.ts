import type { SiteConfig } from '@arsamezat/shared/site/site';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export async function getSiteConfig(): Promise<SiteConfig> {
  // The schema (and zod) loads beside the request, not in the first load's scripts (issue 14).
  const [{ SiteConfigSchema }, body] = await Promise.all([
    import('@arsamezat/shared/site/site'),
    apiRequest('/api/site'),
  ]);
  return SiteConfigSchema.parse(body);
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
