import { describe, expect, it } from 'vitest';
import { freeSlug, slugOf } from './firm-slug.ts';

describe('a firm slug', () => {
  it('transliterates Turkish letters and hyphenates the rest', () => {
    expect(slugOf('Çağlayan Gayrimenkul A.Ş.')).toBe('caglayan-gayrimenkul-a-s');
    expect(slugOf('IŞIK İnşaat Ltd. Şti.')).toBe('isik-insaat-ltd-sti');
    expect(slugOf('Öztürk & Güneş Emlak')).toBe('ozturk-gunes-emlak');
  });

  it('is never empty', () => {
    expect(slugOf('---')).toBe('firma');
  });

  it('takes a suffix on a clash', () => {
    expect(freeSlug('deneme', [])).toBe('deneme');
    expect(freeSlug('deneme', ['deneme', 'deneme-2'])).toBe('deneme-3');
  });
});
