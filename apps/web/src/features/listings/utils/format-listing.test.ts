import { describe, expect, it } from 'vitest';
import { formatArea } from './format-listing';

describe('formatArea', () => {
  it('groups digits the Turkish way and shows m²', () => {
    expect(formatArea(1250.5, 'm2')).toBe('1.250,5 m²');
    expect(formatArea(3, 'dönüm')).toBe('3 dönüm');
    expect(formatArea(null, 'm2')).toBeNull();
  });
});
