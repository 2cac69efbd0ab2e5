import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteConfigQueryOptions } from '../../lib/site-config';

/**
 * Sets '{title} - {brand}' without suspending: error screens must render even when the site
 * configuration itself failed to load, so they take the brand from the cache if it is there.
 */
export function useFallbackTitle(title: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const siteName = queryClient.getQueryData(siteConfigQueryOptions.queryKey)?.siteName;
    document.title = siteName ? `${title} - ${siteName}` : title;
  }, [queryClient, title]);
}
