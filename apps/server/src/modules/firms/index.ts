/** The firms module's face: seller firms, their members and their standing (issue 28). */
export {
  firmMembershipOf,
  type FirmMembership,
  type FirmRole,
  type FirmStatus,
} from './firm-membership.ts';
export { requireApprovedFirm, requireFirmMember, requireFirmOwner } from './firm-guards.ts';
// The no-self-dealing rule, asked by bids, offers and deposits (issue 28, firm-follow).
export { isOwnFirmListing, refuseOwnFirmListing } from './own-firm-listing.ts';
