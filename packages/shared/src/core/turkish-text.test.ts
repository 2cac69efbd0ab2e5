import { describe, expect, it } from 'vitest';
import { foldedWords, foldTurkish, TURKISH_FOLD_SQL, turkishSlug } from './turkish-text.ts';

describe('foldTurkish', () => {
  it('folds by Turkish rules, where the root locale does not', () => {
    expect(foldTurkish('ÇEŞME')).toBe('çeşme');
    expect(foldTurkish('IĞDIR')).toBe('ığdır');
    expect(foldTurkish('KIRIKKALE')).toBe('kırıkkale');
    expect(foldTurkish('İZMİR')).toBe('izmir');
    expect('İZMİR'.toLowerCase()).not.toBe('izmir');
  });

  it('makes a typographic apostrophe a plain one', () => {
    expect(foldTurkish('Çeşme’de')).toBe("çeşme'de");
  });

  it('folds every Turkish capital as the SQL translate() twin does', () => {
    const { from, to } = TURKISH_FOLD_SQL;
    expect(Array.from(from)).toHaveLength(Array.from(to).length);
    expect(foldTurkish(from)).toBe(to);
  });
});

describe('turkishSlug and foldedWords', () => {
  it('gives a stable address part', () => {
    expect(turkishSlug('Çeşme')).toBe('cesme');
    expect(turkishSlug('Alaçatı Mah')).toBe('alacati-mah');
    expect(turkishSlug('Merkez Mah (örencik Köyü)')).toBe('merkez-mah-orencik-koyu');
    expect(turkishSlug('19 Mayıs')).toBe('19-mayis');
    expect(turkishSlug('Résumé Arsa')).toBe('resume-arsa');
  });

  it('splits a text into folded words', () => {
    expect(foldedWords("ÇEŞME'de satılık, İmarlı arsa")).toEqual([
      'çeşme',
      'de',
      'satılık',
      'imarlı',
      'arsa',
    ]);
  });
});
