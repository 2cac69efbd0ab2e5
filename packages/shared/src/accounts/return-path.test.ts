import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath, signupPathFor } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    '/dashboard',
    '/bids?tab=offers&page=2',
    '/auctions?tab=offers#liste',
    '/',
  ])('takes the site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later', '/a\\b'],
    ['a scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', 'auctions/1'],
    ['empty', ''],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['a space', '/a b'],
    ['the login page', '/login?next=/login'],
    ['the sign-up page', '/signup'],
    ['too long', `/${'a'.repeat(2048)}`],
    ['not a string', 42],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('adds the page as ?next=, or nothing when it is not a site path', () => {
    expect(loginPathFor('/auctions/1?x=1')).toBe('/login?next=%2Fauctions%2F1%3Fx%3D1');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});

describe('signupPathFor', () => {
  it('carries the same return path to the sign-up page', () => {
    expect(signupPathFor('/auctions?cities=Konya')).toBe(
      '/signup?next=%2Fauctions%3Fcities%3DKonya',
    );
    expect(signupPathFor('https://evil.example/')).toBe('/signup');
  });
});

describe('returnPathFrom', () => {
  it('returns to the page itself, with its query', () => {
    expect(returnPathFrom({ pathname: '/auctions', search: '?cities=Konya&page=2' })).toBe(
      '/auctions?cities=Konya&page=2',
    );
    expect(returnPathFrom({ pathname: '/', search: '' })).toBe('/');
  });

  it('on a sign-in page, keeps the page that page returns to', () => {
    expect(returnPathFrom({ pathname: '/login', search: '?next=%2Fauctions%2F7' })).toBe(
      '/auctions/7',
    );
    expect(returnPathFrom({ pathname: '/signup', search: '?next=%2F%2Fevil.example' })).toBeNull();
    expect(returnPathFrom({ pathname: '/forgot-password', search: '' })).toBeNull();
  });
});
