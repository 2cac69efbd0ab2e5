import { describe, expect, it } from 'vitest';
import { listingDeleteMessages, listingDeletion } from './admin-listing-deletion.ts';

describe('whether a listing may be deleted', () => {
  it('allows a listing without money records', () => {
    expect(
      listingDeletion({ listingType: 'offer', status: 'active', phase: 'active' }, false),
    ).toEqual({ allowed: true, reason: null });
    expect(
      listingDeletion({ listingType: 'auction', status: 'ended', phase: 'ended' }, false),
    ).toEqual({ allowed: true, reason: null });
  });

  it('refuses a sold listing in its own words and never suggests cancelling it', () => {
    for (const [type, noun] of [
      ['offer', 'pazarlık ilanı'],
      ['auction', 'ihale'],
    ] as const) {
      const answer = listingDeletion({ listingType: type, status: 'sold', phase: 'ended' }, true);
      expect(answer).toEqual({
        allowed: false,
        reason: `Satılan bir ${noun} silinemez; satışın teklif, teminat ve ödeme kayıtları saklanır.`,
      });
      expect(answer.reason).not.toMatch(/İptal/i);
    }
  });

  it('suggests cancelling an open listing with records, and only an open one', () => {
    expect(
      listingDeletion({ listingType: 'offer', status: 'active', phase: 'active' }, true).reason,
    ).toBe(
      'Teklif, teminat veya ödeme kaydı olan bir pazarlık ilanı silinemez; bu kayıtlar saklanır. Yayından kaldırmak için "İlanı İptal Et" işlemini kullanın.',
    );
    for (const status of ['cancelled', 'ended', 'active'] as const) {
      expect(listingDeletion({ listingType: 'auction', status, phase: 'ended' }, true).reason).toBe(
        'Teklif, teminat veya ödeme kaydı olan bir ihale silinemez; bu kayıtlar saklanır.',
      );
    }
  });

  it('words the toasts by type, the spec’s for an auction', () => {
    expect(listingDeleteMessages('auction')).toEqual({
      deleted: 'İhale başarıyla silindi',
      failed: 'İhale silinirken bir hata oluştu',
    });
    expect(listingDeleteMessages('offer')).toEqual({
      deleted: 'Pazarlık ilanı başarıyla silindi',
      failed: 'Pazarlık ilanı silinirken bir hata oluştu',
    });
  });
});
