import { describe, expect, it } from 'vitest';
import {
  CITIES,
  CITIES_ALPHABETICAL,
  findCity,
  isCity,
  matchesCity,
  normalizeTr,
} from './cities.ts';

describe('CITIES', () => {
  it('lists the 81 provinces in plate order, each once', () => {
    expect(CITIES).toHaveLength(81);
    expect(new Set(CITIES).size).toBe(81);
    expect(CITIES[0]).toBe('Adana');
    expect(CITIES[5]).toBe('Ankara');
    expect(CITIES[33]).toBe('İstanbul');
    expect(CITIES[34]).toBe('İzmir');
    expect(CITIES[42]).toBe('Kütahya');
    expect(CITIES[63]).toBe('Uşak');
    expect(CITIES[80]).toBe('Düzce');
  });

  it('gives every province a distinct search key', () => {
    expect(new Set(CITIES.map(normalizeTr)).size).toBe(81);
  });
});

describe('CITIES_ALPHABETICAL', () => {
  it('is the 81 provinces in the order of a Turkish collation', () => {
    expect(CITIES_ALPHABETICAL).toEqual([...CITIES].sort((a, b) => a.localeCompare(b, 'tr')));
  });
});

describe('Turkish-aware matching', () => {
  it('folds case as tr-TR does', () => {
    for (const word of ['IŞIK', 'İZMİR', 'Iğdır', 'ıİiI', 'ÇANAKKALE', 'I\u0307'])
      expect(normalizeTr(word), word).toBe(
        normalizeTr(word.toLocaleLowerCase('tr-TR').replace(/İ/g, 'i')),
      );
  });

  it('finds İstanbul however the I is written', () => {
    for (const q of ['istanbul', 'İSTANBUL', 'Istanbul', 'ISTANBUL', 'ıstanbul', 'İstanbul']) {
      expect(matchesCity(q, 'İstanbul'), q).toBe(true);
    }
  });

  it('finds İzmir from izmir and IZMIR, and Iğdır and Isparta from plain ASCII', () => {
    expect(matchesCity('izmir', 'İzmir')).toBe(true);
    expect(matchesCity('IZMIR', 'İzmir')).toBe(true);
    expect(matchesCity('igdir', 'Iğdır')).toBe(true);
    expect(matchesCity('ISPARTA', 'Isparta')).toBe(true);
  });

  it('tolerates ASCII for ş, ç, ğ, ö and ü', () => {
    expect(matchesCity('kutahya', 'Kütahya')).toBe(true);
    expect(matchesCity('usak', 'Uşak')).toBe(true);
    expect(matchesCity('canakkale', 'Çanakkale')).toBe(true);
    expect(matchesCity('mugla', 'Muğla')).toBe(true);
    expect(matchesCity('bingol', 'Bingöl')).toBe(true);
    expect(matchesCity('sanliurfa', 'Şanlıurfa')).toBe(true);
  });

  it('matches parts of names and everything for an empty query, nothing unrelated', () => {
    expect(matchesCity('  kır', 'Kırşehir')).toBe(true);
    expect(matchesCity('', 'Van')).toBe(true);
    expect(matchesCity('konya', 'Kütahya')).toBe(false);
    expect(CITIES.filter((c) => matchesCity('KIR', c))).toEqual([
      'Çankırı',
      'Diyarbakır',
      'Kırklareli',
      'Kırşehir',
      'Tekirdağ',
      'Kırıkkale',
    ]);
  });

  it('resolves typed names to the official spelling', () => {
    expect(findCity('istanbul')).toBe('İstanbul');
    expect(findCity(' KUTAHYA ')).toBe('Kütahya');
    expect(findCity('Uşak')).toBe('Uşak');
    expect(findCity('Atlantis')).toBeNull();
    expect(findCity('')).toBeNull();
    expect(isCity('Konya')).toBe(true);
    expect(isCity('konya')).toBe(false);
  });
});
