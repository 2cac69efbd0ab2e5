import type { SiteConfig } from '@arsamezat/shared/site/site';
import type { ReactNode } from 'react';

/** What a text needs from configuration: the brand and the operating company, never hard-coded. */
export type ContentContext = Pick<SiteConfig, 'siteName' | 'company' | 'publicUrl'>;

/** One numbered section of a long document; `id` is its anchor in the table of contents. */
export type DocumentSection = {
  id: string;
  title: string;
  body: ReactNode;
};

/** The web address people know the platform by, e.g. `www.example.com.tr`. */
export function siteHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).host;
  } catch {
    return publicUrl;
  }
}
