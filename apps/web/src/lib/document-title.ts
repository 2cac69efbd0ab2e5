import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

/** Sets the page title as '{title} - {brand}', or the brand alone on the home page. */
export function useDocumentTitle(title?: string): void {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
