import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_INCREMENT,
  formatCountdown,
  formatCountdownLabel,
  getDisplayPrice,
  getListingPhase,
  getMinimumNextBid,
  isCountdownWarning,
  type ListingStatus,
} from './listing-phase.ts';

const startsAt = '2026-05-01T09:00:00.000Z';
const endsAt = '2026-05-08T09:00:00.000Z';
const before = new Date('2026-04-30T09:00:00Z');
const atStart = new Date(startsAt);
const inside = new Date('2026-05-03T09:00:00Z');
const atEnd = new Date(endsAt);
const after = new Date('2026-05-09T09:00:00Z');

const phaseOf = (status: ListingStatus, now: Date) =>
  getListingPhase({ status, startsAt, endsAt }, now);

describe('getListingPhase', () => {
  it('follows the clock for an upcoming listing: upcoming, then active from the start, ended at the end', () => {
    expect(phaseOf('upcoming', before)).toBe('upcoming');
    expect(phaseOf('upcoming', atStart)).toBe('active');
    expect(phaseOf('upcoming', inside)).toBe('active');
    expect(phaseOf('upcoming', new Date(atEnd.getTime() - 1))).toBe('active');
    expect(phaseOf('upcoming', atEnd)).toBe('ended');
    expect(phaseOf('upcoming', after)).toBe('ended');
  });

  it('honours an admin opening a listing early, but not past its end', () => {
    expect(phaseOf('active', before)).toBe('active');
    expect(phaseOf('active', inside)).toBe('active');
    expect(phaseOf('active', atEnd)).toBe('ended');
    expect(phaseOf('active', after)).toBe('ended');
  });

  it('treats ended, sold and cancelled as ended at any time', () => {
    for (const status of ['ended', 'sold', 'cancelled'] as const) {
      for (const now of [before, atStart, inside, after])
        expect(phaseOf(status, now)).toBe('ended');
    }
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const listing = { status: 'upcoming' as const, startsAt: atStart, endsAt: atEnd };
    expect(getListingPhase(listing, inside.getTime())).toBe('active');
    expect(getListingPhase(listing, before)).toBe('upcoming');
  });
});

describe('getDisplayPrice', () => {
  const listing = { startingPrice: 100, highestBid: 300, finalPrice: 200 };
  it('shows the starting price while upcoming', () => {
    expect(getDisplayPrice(listing, 'upcoming')).toBe(100);
  });
  it('prefers the highest bid, then the final price, then the starting price', () => {
    expect(getDisplayPrice(listing, 'active')).toBe(300);
    expect(getDisplayPrice({ ...listing, highestBid: null }, 'ended')).toBe(200);
    expect(getDisplayPrice({ ...listing, highestBid: null, finalPrice: null }, 'active')).toBe(100);
  });
  it('is 0 when nothing is set', () => {
    const empty = { startingPrice: null, highestBid: null, finalPrice: null };
    expect(getDisplayPrice(empty, 'active')).toBe(0);
    expect(getDisplayPrice(empty, 'upcoming')).toBe(0);
  });
});

describe('getMinimumNextBid', () => {
  it('is the starting price before any bid', () => {
    expect(getMinimumNextBid({ startingPrice: 5000, highestBid: null, minIncrement: 100 })).toBe(
      5000,
    );
  });
  it('is the highest bid plus the increment afterwards', () => {
    expect(getMinimumNextBid({ startingPrice: 5000, highestBid: 8000, minIncrement: 250 })).toBe(
      8250,
    );
  });
  it('falls back to one lira when the increment is unset or zero', () => {
    expect(getMinimumNextBid({ startingPrice: 5000, highestBid: 8000, minIncrement: null })).toBe(
      8000 + DEFAULT_MIN_INCREMENT,
    );
    expect(getMinimumNextBid({ startingPrice: 5000, highestBid: 8000, minIncrement: 0 })).toBe(
      8100,
    );
  });
});

describe('formatCountdown', () => {
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;
  it('says the time is up at or below zero', () => {
    expect(formatCountdown(0)).toBe('Süre doldu');
    expect(formatCountdown(-5000)).toBe('Süre doldu');
    expect(formatCountdown(Number.NaN)).toBe('Süre doldu');
  });
  it('uses mm:ss under an hour, rounding partial seconds up', () => {
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(65 * s)).toBe('01:05');
    expect(formatCountdown(59 * m + 59 * s)).toBe('59:59');
  });
  it('uses hh:mm:ss from an hour', () => {
    expect(formatCountdown(h)).toBe('01:00:00');
    expect(formatCountdown(23 * h + 59 * m + 59 * s)).toBe('23:59:59');
  });
  it('uses days, hours and minutes from a day, in the abbreviations Turkish readers know', () => {
    expect(formatCountdown(d)).toBe('1 gün 0 sa 0 dk');
    expect(formatCountdown(2 * d + 23 * h + 57 * m + 9 * s)).toBe('2 gün 23 sa 57 dk');
  });
  it('reads the time in words for screen readers, leaving out units at zero', () => {
    expect(formatCountdownLabel(2 * d + 23 * h + 57 * m + 9 * s)).toBe(
      '2 gün 23 saat 57 dakika kaldı',
    );
    expect(formatCountdownLabel(d + 5 * m)).toBe('1 gün 5 dakika kaldı');
    expect(formatCountdownLabel(h + 5 * s)).toBe('1 saat 5 saniye kaldı');
    expect(formatCountdownLabel(2 * m + 30 * s)).toBe('2 dakika 30 saniye kaldı');
    expect(formatCountdownLabel(1)).toBe('1 saniye kaldı');
    expect(formatCountdownLabel(0)).toBe('Süre doldu');
  });
  it('warns under five minutes, not at zero', () => {
    expect(isCountdownWarning(300_000)).toBe(false);
    expect(isCountdownWarning(299_999)).toBe(true);
    expect(isCountdownWarning(1)).toBe(true);
    expect(isCountdownWarning(0)).toBe(false);
  });
});
