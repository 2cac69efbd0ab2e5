import type { FirmListingTab } from '@arsamezat/shared/firms/firm-listings';

/** The firm panel's cache keys: every write invalidates `all`. */
export const firmKeys = {
  all: ['firm-listings'] as const,
  page: (tab: FirmListingTab, page: number) => [...firmKeys.all, 'page', tab, page] as const,
  detail: (id: string) => [...firmKeys.all, 'detail', id] as const,
};
