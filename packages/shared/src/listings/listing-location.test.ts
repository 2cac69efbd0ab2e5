import { describe, expect, it } from 'vitest';
import { composeLocation, formatLocation, locationParts } from './listing-location.ts';

describe('a listing’s location', () => {
  it('is stored as details, city — the province alone without details', () => {
    expect(composeLocation('Reşatbey Mah., Akhisar', 'Manisa')).toBe(
      'Reşatbey Mah., Akhisar, Manisa',
    );
    expect(composeLocation('  ', 'Konya')).toBe('Konya');
    expect(composeLocation(null, 'Konya')).toBe('Konya');
  });

  it('reads il, ilçe, mahalle: the province first, then ever smaller', () => {
    expect(formatLocation('Reşatbey Mah., Akhisar, Manisa')).toBe('Manisa, Akhisar, Reşatbey Mah.');
    expect(formatLocation('Dere Mah., Meram, Konya')).toBe('Konya, Meram, Dere Mah.');
    expect(formatLocation('Merkez, Kütahya')).toBe('Kütahya, Merkez');
    expect(formatLocation('Konya')).toBe('Konya');
    expect(locationParts(' Dere Mah. ,Meram,  Konya ')).toEqual(['Konya', 'Meram', 'Dere Mah.']);
  });

  it('is null when there is nothing to show', () => {
    expect(formatLocation('')).toBeNull();
    expect(formatLocation(' , ')).toBeNull();
    expect(formatLocation(null)).toBeNull();
    expect(locationParts(undefined)).toEqual([]);
  });
});
