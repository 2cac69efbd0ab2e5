import { describe, expect, it } from 'vitest';
import { commonPasswords, foldPassword, isCommonPassword } from './common-passwords.ts';

describe('the common-password list', () => {
  it('holds at least 1,000 passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(1000);
  });

  it.each([
    '123456',
    '12345678',
    'password',
    'qwerty',
    'galatasaray',
    'fenerbahce',
    'besiktas',
    'trabzonspor',
    'sifre123',
    'türkiye',
    'turkiye1923',
    'ankara06',
    'istanbul34',
    'asdasd',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('compares case- and Turkish-letter-insensitively', () => {
    expect(isCommonPassword('GALATASARAY')).toBe(true);
    expect(isCommonPassword('Fenerbahçe')).toBe(true);
    expect(isCommonPassword('TÜRKİYE')).toBe(true);
    expect(isCommonPassword('İSTANBUL34')).toBe(true);
    expect(isCommonPassword('ıstanbul34')).toBe(true);
    expect(isCommonPassword('Şifre123')).toBe(true);
    expect(foldPassword('Çığ-Öğü-Şİ')).toBe('cig-ogu-si');
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Zeytin-Bahcesi-45')).toBe(false);
    expect(isCommonPassword('kX9#vq')).toBe(false);
  });
});
