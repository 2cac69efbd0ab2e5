import { describe, expect, it } from 'vitest';
import { isWebPage, matchesPattern, paths } from './web-paths';

describe('isWebPage', () => {
  it.each([
    '/',
    '/about',
    '/sss',
    '/auctions',
    '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    '/auctions/anything',
    '/login?next=%2Fbids',
    '/payment-callback?uid=1&orderId=2',
    '/admin',
    '/admin/dashboard',
    '/admin/listings/new',
    '/About/',
  ])('knows %s', (url) => {
    expect(isWebPage(url)).toBe(true);
  });

  it.each(['/no-such-page', '/auctions/1/2', '/aboutx', '/about/us', '/favicon.ico', '/login/x'])(
    'does not know %s',
    (url) => {
      expect(isWebPage(url)).toBe(false);
    },
  );
});

describe('matchesPattern', () => {
  it('matches a parameter segment only when it is there', () => {
    expect(matchesPattern(paths.listingPattern, '/auctions/x')).toBe(true);
    expect(matchesPattern(paths.listingPattern, '/auctions')).toBe(false);
  });
});
