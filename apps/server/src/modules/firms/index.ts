/**
 * The firms module's face: seller firms, their members and their standing (issue 28): the
 * guards every firm service asks, the application, the operator's 'Firmalar', the firm's users.
 */
export {
  firmMembershipOf,
  type FirmMembership,
  type FirmRole,
  type FirmStatus,
} from './firm-membership.ts';
export { requireApprovedFirm, requireFirmMember, requireFirmOwner } from './firm-guards.ts';
export {
  createFirmApplicationService,
  type FirmApplicationService,
} from './firm-application.service.ts';
export { createFirmAdminService } from './firm-admin.service.ts';
export { createFirmMembersService } from './firm-members.service.ts';
export { firmsRoutes } from './firms.routes.ts';
export { adminFirmsRoutes } from './firms-admin.routes.ts';
// The no-self-dealing rule, asked by bids, offers and deposits (issue 28, firm-follow).
export { isOwnFirmListing, refuseOwnFirmListing } from './own-firm-listing.ts';
