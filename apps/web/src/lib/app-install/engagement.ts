/** The event a member's first bid, offer or follow sends (lib/app-install/start.ts listens). */
export const ENGAGED_EVENT = 'arsamezat:engaged';

/**
 * The member has done something that shows they will come back (a bid, an offer, a follow): the
 * moment to offer the app's install (install-offer.tsx). An event, not an import, so the pages
 * that call this carry nothing of the offer.
 */
export function noteEngagement(): void {
  window.dispatchEvent(new Event(ENGAGED_EVENT));
}
