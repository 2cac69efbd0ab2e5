import { describe, expect, it } from 'vitest';
import {
  LISTING_TYPE_TRAITS,
  LISTING_TYPES,
  listingTypeOf,
  takesBids,
  takesOffers,
} from './listing-types.ts';

describe('the listing-type registry', () => {
  it('has one entry per type, in the order of LISTING_TYPES', () => {
    expect(Object.keys(LISTING_TYPE_TRAITS)).toEqual([...LISTING_TYPES]);
  });

  it('names each type in the spec’s words', () => {
    expect(LISTING_TYPES.map((type) => listingTypeOf(type).adminLabel)).toEqual([
      'İhale',
      'Pazarlık',
    ]);
    expect(LISTING_TYPES.map((type) => listingTypeOf(type).name)).toEqual([
      'Açık Arttırma',
      'Pazarlık',
    ]);
  });

  it('gives each type one way to trade and its own increment field', () => {
    expect(LISTING_TYPES.filter(takesBids)).toEqual(['auction']);
    expect(LISTING_TYPES.filter(takesOffers)).toEqual(['offer']);
    const fields = LISTING_TYPES.map((type) => listingTypeOf(type).increment.field);
    expect(new Set(fields).size).toBe(LISTING_TYPES.length);
  });

  it('deducts the deposit from the price only for an auction (terms 8.4, 8.5)', () => {
    expect(listingTypeOf('auction').depositDeducted).toBe(true);
    expect(listingTypeOf('offer').depositDeducted).toBe(false);
  });
});
