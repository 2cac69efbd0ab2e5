/**
 * Where a listing stands in time (spec 02 §4), prices that follow from it, and the countdown.
 *
 * The SQL twin of `getListingPhase` is `listingPhaseSql` in
 * apps/server/src/db/rules/listing-phase.sql.ts; a server test checks the two agree on
 * every status at each boundary. Change them together.
 */

export const LISTING_STATUSES = ['upcoming', 'active', 'ended', 'sold', 'cancelled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_PHASES = ['upcoming', 'active', 'ended'] as const;
export type ListingPhase = (typeof LISTING_PHASES)[number];

/** Stored statuses that close a listing whatever the clock says. */
export const TERMINAL_STATUSES: readonly ListingStatus[] = ['ended', 'sold', 'cancelled'];

export type ListingTiming = {
  status: ListingStatus;
  startsAt: Date | string;
  endsAt: Date | string;
};

const toMs = (value: Date | string) =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/**
 * The phase of a listing (auction or offer) at `now`:
 * - ended: status ended, sold or cancelled, or the end time has come (the window is
 *   start ≤ now < end, so at the end instant bidding is over);
 * - active: otherwise, when status is active (an admin may open a listing early) or the start
 *   time has come;
 * - upcoming: the rest (status upcoming and start still ahead).
 *
 * This is spec §4's grouping with one deliberate difference: the spec trusts a stored `active`
 * or `upcoming` even after the clock has moved past it. Our server is the authority on time and
 * the closing job may lag the end by a few seconds, so an auction whose end has passed is ended
 * and an `upcoming` one whose start has passed is active, whatever the status column says yet.
 */
export function getListingPhase(listing: ListingTiming, now: Date | number): ListingPhase {
  const at = typeof now === 'number' ? now : now.getTime();
  if (TERMINAL_STATUSES.includes(listing.status) || at >= toMs(listing.endsAt)) return 'ended';
  if (listing.status === 'active' || at >= toMs(listing.startsAt)) return 'active';
  return 'upcoming';
}

export type ListingPrices = {
  startingPrice: number | null;
  highestBid: number | null;
  finalPrice: number | null;
};

/**
 * The price a card or detail page shows (spec §2.1): the starting price while upcoming,
 * otherwise the highest bid, then the final price, then the starting price; 0 when none.
 */
export function getDisplayPrice(listing: ListingPrices, phase: ListingPhase): number {
  if (phase === 'upcoming') return listing.startingPrice ?? 0;
  return listing.highestBid ?? listing.finalPrice ?? listing.startingPrice ?? 0;
}

/**
 * The increment used when a listing sets none (spec §9: "default min_increment 1"). The spec's
 * unit was the lira; ours is the kuruş, so 1 lira is 100 kuruş. An increment of 0 is treated the
 * same way, because a bid must beat the highest one, not equal it.
 */
export const DEFAULT_MIN_INCREMENT = 100;

/**
 * The lowest acceptable next bid (spec §5): the starting price, then highest + increment. Its SQL
 * copy is apps/server/src/db/rules/minimum-next-bid.sql.ts (parity-tested there); change both.
 */
export function getMinimumNextBid(listing: {
  startingPrice: number;
  highestBid: number | null;
  minIncrement: number | null;
}): number {
  if (listing.highestBid === null) return listing.startingPrice;
  const increment =
    listing.minIncrement !== null && listing.minIncrement > 0
      ? listing.minIncrement
      : DEFAULT_MIN_INCREMENT;
  return listing.highestBid + increment;
}

/** Countdowns turn to the warning style when less than this remains (spec §9). */
export const COUNTDOWN_WARNING_MS = 300_000;

export const COUNTDOWN_EXPIRED = 'Süre doldu';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole days, hours, minutes and seconds left; partial seconds round up. */
function remainingParts(remainingMs: number) {
  const total = Math.ceil(remainingMs / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Remaining time as the countdown shows it (spec §4): from a day up days, hours and minutes in
 * the abbreviations Turkish readers know, '2 gün 23 sa 57 dk' (the spec's 'g s d sn' made '3s'
 * read as three seconds; issue 26), from an hour 'hh:mm:ss', below that 'mm:ss', and 'Süre
 * doldu' at zero. Partial seconds round up, so the display never reads 00:00 while time remains.
 */
export function formatCountdown(remainingMs: number): string {
  if (!(remainingMs > 0)) return COUNTDOWN_EXPIRED;
  const { days, hours, minutes, seconds } = remainingParts(remainingMs);
  if (days > 0) return `${days} gün ${hours} sa ${minutes} dk`;
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The same time in words, for screen readers: '2 gün 23 saat 57 dakika kaldı', '1 saat 5 saniye
 * kaldı' (units at zero left out), 'Süre doldu' at zero.
 */
export function formatCountdownLabel(remainingMs: number): string {
  if (!(remainingMs > 0)) return COUNTDOWN_EXPIRED;
  const { days, hours, minutes, seconds } = remainingParts(remainingMs);
  const units: [number, string][] =
    days > 0
      ? [
          [days, 'gün'],
          [hours, 'saat'],
          [minutes, 'dakika'],
        ]
      : [
          [hours, 'saat'],
          [minutes, 'dakika'],
          [seconds, 'saniye'],
        ];
  const words = units.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`);
  return `${words.join(' ')} kaldı`;
}

/** True while time remains but less than five minutes of it. */
export function isCountdownWarning(remainingMs: number): boolean {
  return remainingMs > 0 && remainingMs < COUNTDOWN_WARNING_MS;
}
