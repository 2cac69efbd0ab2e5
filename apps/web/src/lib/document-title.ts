import { createContext, useContext, useEffect } from 'react';
import { useSiteConfig } from './site-config';

/** Receives the full title the page sets while it renders. */
type TitleCollector = (title: string) => void;

/**
 * Where a server render collects the title the page sets (decision 041): the server entry
 * provides one per request and puts what the page wrote into the HTML head. Only the server
 * build has it (`import.meta.env.SSR` is false in the browser build, so none of it ships).
 */
export const DocumentTitleContext = import.meta.env.SSR
  ? createContext<TitleCollector | null>(null)
  : null;

/** Sets the page title as '{title} - {brand}', or the brand alone on the home page. */
export function useDocumentTitle(title?: string): void {
  const { siteName } = useSiteConfig();
  const full = title ? `${title} - ${siteName}` : siteName;
  if (import.meta.env.SSR && DocumentTitleContext) {
    // A build-time constant: the same hooks run on every render of one build.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useContext(DocumentTitleContext)?.(full);
  }
  useEffect(() => {
    document.title = full;
  }, [full]);
}
