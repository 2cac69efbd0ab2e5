import type { FirmListingItem } from '@arsamezat/shared/firms/firm-listings';

/** The chip each listing carries on the panel (its tab, or 'İade Edildi' for a returned draft). */
export function listingChip(listing: Pick<FirmListingItem, 'publication' | 'tab' | 'status'>): {
  label: string;
  tone: 'neutral' | 'warning' | 'info' | 'success' | 'danger';
} {
  if (listing.publication === 'returned') return { label: 'Düzeltme İstendi', tone: 'warning' };
  switch (listing.tab) {
    case 'draft':
      return { label: 'Taslak', tone: 'neutral' };
    case 'submitted':
      return { label: 'Onay Bekliyor', tone: 'info' };
    case 'published':
      return { label: 'Yayında', tone: 'success' };
    case 'ended':
      return {
        label: listing.status === 'cancelled' ? 'İptal Edildi' : 'Sona Erdi',
        tone: 'neutral',
      };
    case 'sold':
      return { label: 'Satıldı', tone: 'success' };
    case 'rejected':
      return { label: 'Reddedildi', tone: 'danger' };
  }
}

export const CHIP_CLASSES = {
  neutral: 'bg-ink-100 text-ink-700',
  warning: 'bg-accent-50 text-accent-700 ring-1 ring-accent-200',
  info: 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
  success: 'bg-brand-700 text-white',
  danger: 'bg-red-50 text-red-800 ring-1 ring-red-200',
} as const;
