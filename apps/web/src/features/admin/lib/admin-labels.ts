import type { AdminListingFilter } from '@arsamezat/shared/admin/admin-listing-queries';
import type { ListingStatus } from '@arsamezat/shared/listings/listing-phase';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { Gavel, Handshake, type LucideIcon } from 'lucide-react';

/**
 * How the admin screens draw each listing type (its label and hint, spec §2.8, are in the
 * shared registry, `@arsamezat/shared/listings/listing-types`): the type badge's colours and the icon of
 * its choice in the listing form.
 */
export const LISTING_TYPE_LOOKS: Record<ListingType, { badgeClass: string; icon: LucideIcon }> = {
  auction: { badgeClass: 'bg-surface text-brand-800 ring-brand-200', icon: Gavel },
  offer: { badgeClass: 'bg-brand-900 text-accent-200 ring-brand-900', icon: Handshake },
};

/** The filter chips of the listings view. */
export const FILTER_LABELS: Record<AdminListingFilter, string> = {
  all: 'Tümü',
  active: 'Aktif',
  upcoming: 'Yaklaşan',
  ended: 'Tamamlanan',
};

/** Stored statuses as the status select shows them (ended is 'completed' in the old form). */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  upcoming: 'Yaklaşan',
  active: 'Aktif',
  ended: 'Tamamlandı',
  sold: 'Satıldı',
  cancelled: 'İptal Edildi',
};

export type StatusTone = 'active' | 'upcoming' | 'ended' | 'cancelled';

/** What a listing is now: the clock's phase, except a cancelled or sold listing says so. */
export function listingState(listing: Pick<ListingSummary, 'phase' | 'status'>): {
  label: string;
  tone: StatusTone;
} {
  if (listing.status === 'cancelled') return { label: STATUS_LABELS.cancelled, tone: 'cancelled' };
  if (listing.status === 'sold') return { label: STATUS_LABELS.sold, tone: 'ended' };
  if (listing.phase === 'active') return { label: 'Aktif', tone: 'active' };
  if (listing.phase === 'upcoming') return { label: 'Yaklaşan', tone: 'upcoming' };
  return { label: 'Tamamlandı', tone: 'ended' };
}

/**
 * The spec's messages of the admin listing screens (§8 'Admin alerts'); a delete's are worded by
 * listing type (`listingDeleteMessages`, admin-listing-deletion.ts).
 */
export const ADMIN_MESSAGES = {
  created: 'İlan başarıyla oluşturuldu.',
  createFailed: (reason?: string) =>
    `İlan oluşturulurken bir hata oluştu: ${reason || 'Bilinmeyen hata'}`,
  updated: 'İhale başarıyla güncellendi.',
  updateFailed: (reason?: string) =>
    `İhale güncellenirken bir hata oluştu: ${reason || 'Bilinmeyen hata'}`,
  detailsFailed: 'İhale detayları getirilirken bir hata oluştu',
  notFound: 'İlan bulunamadı.',
  noBids: 'Bu ihale için henüz teklif verilmemiştir.',
  noOffers: 'Bu ilan için henüz pazarlık teklifi alınmamıştır.',
  uploadFailed: (fileName: string, reason: string) => `"${fileName}" yüklenemedi: ${reason}`,
} as const;
