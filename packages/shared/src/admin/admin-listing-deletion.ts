import { z } from 'zod';
import type { ListingPhase, ListingStatus } from '../listings/listing-phase.ts';
import { listingTypeOf, type ListingType } from '../listings/listing-types.ts';

/**
 * Whether an operator may delete a listing, and if not why (issue 26): the one rule the server
 * applies to DELETE /api/admin/listings/:id and shows with the listing, so the admin screens offer
 * 'Sil' only where it will work and say why elsewhere, in the listing type's words.
 *
 * Money records (bids, offers, deposits, payments) never disappear, so a listing with any of them
 * stays; a sold listing always does. Cancelling is suggested only where it is possible: a listing
 * that is not over (the cancel action refuses an ended, sold or cancelled one).
 */
export const ListingDeletionSchema = z.object({
  allowed: z.boolean(),
  /** Why not, in Turkish; null when allowed. */
  reason: z.string().max(300).nullable(),
});
export type ListingDeletion = z.infer<typeof ListingDeletionSchema>;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);

export function listingDeletion(
  listing: { listingType: ListingType; status: ListingStatus; phase: ListingPhase },
  hasRecords: boolean,
): ListingDeletion {
  const noun = listingTypeOf(listing.listingType).adminNoun;
  if (listing.status === 'sold') {
    return {
      allowed: false,
      reason: `Satılan bir ${noun} silinemez; satışın teklif, teminat ve ödeme kayıtları saklanır.`,
    };
  }
  if (!hasRecords) return { allowed: true, reason: null };
  const kept = `Teklif, teminat veya ödeme kaydı olan bir ${noun} silinemez; bu kayıtlar saklanır.`;
  return {
    allowed: false,
    reason:
      listing.phase === 'ended'
        ? kept
        : `${kept} Yayından kaldırmak için "İlanı İptal Et" işlemini kullanın.`,
  };
}

/** The toasts of a delete, in the listing type's words (spec §8: 'İhale başarıyla silindi'). */
export function listingDeleteMessages(type: ListingType) {
  const noun = capitalised(listingTypeOf(type).adminNoun);
  return {
    deleted: `${noun} başarıyla silindi`,
    failed: `${noun} silinirken bir hata oluştu`,
  };
}
