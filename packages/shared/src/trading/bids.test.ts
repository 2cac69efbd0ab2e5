import { describe, expect, it } from 'vitest';
import { maskBidderName } from './bids.ts';

describe('maskBidderName', () => {
  it('keeps the first two letters of each name part', () => {
    expect(maskBidderName('Ahmet Yılmaz')).toBe('Ah*** Yı***');
    expect(maskBidderName('  Şükrü   Öztürk ')).toBe('Şü*** Öz***');
    expect(maskBidderName('Ayşe Nur Çelik')).toBe('Ay*** Nu*** Çe***');
  });

  it('never shows more than two letters, and copes with short or empty names', () => {
    expect(maskBidderName('A B')).toBe('A*** B***');
    expect(maskBidderName('')).toBe('***');
  });
});
