import { describe, expect, it } from 'vitest';
import { formatArea, formatLocation } from './format-listing';

describe('formatLocation', () => {
  it('puts the city first', () => {
    expect(formatLocation('Merkez, Kütahya')).toBe('Kütahya, Merkez');
    expect(formatLocation('Yenice Mah., Tavşanlı, Kütahya')).toBe('Kütahya, Tavşanlı, Yenice Mah.');
    expect(formatLocation('Konya')).toBe('Konya');
  });
  it('is null when there is nothing to show', () => {
    expect(formatLocation('')).toBeNull();
    expect(formatLocation(' , ')).toBeNull();
    expect(formatLocation(null)).toBeNull();
  });
});

describe('formatArea', () => {
  it('groups digits the Turkish way and shows m²', () => {
    expect(formatArea(1250.5, 'm2')).toBe('1.250,5 m²');
    expect(formatArea(3, 'dönüm')).toBe('3 dönüm');
    expect(formatArea(null, 'm2')).toBeNull();
  });
});
