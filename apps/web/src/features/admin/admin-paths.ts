import { paths } from '../../config/paths';

/** The admin panel's sections, each its own URL under /admin (decision 008). */
export const adminPaths = {
  root: paths.admin,
  dashboard: paths.adminDashboard,
  listings: `${paths.admin}/listings`,
  newListing: `${paths.admin}/listings/new`,
  listing: (id: string) => `${paths.admin}/listings/${encodeURIComponent(id)}`,
  editListing: (id: string) => `${paths.admin}/listings/${encodeURIComponent(id)}/edit`,
  offers: `${paths.admin}/offers`,
  users: `${paths.admin}/users`,
  user: (id: string) => `${paths.admin}/users/${encodeURIComponent(id)}`,
  kvkk: `${paths.admin}/kvkk`,
  payments: `${paths.admin}/payments`,
  /** Listing packages (issue 28). */
  packages: `${paths.admin}/packages`,
  refunds: `${paths.admin}/refunds`,
  messages: `${paths.admin}/messages`,
  audit: `${paths.admin}/audit`,
  /** The audit log of one listing. */
  listingAudit: (id: string) => `${paths.admin}/audit?listing=${encodeURIComponent(id)}`,
  notifications: `${paths.admin}/notifications`,
  /** Marketing e-mails (decision 040). */
  campaigns: `${paths.admin}/campaigns`,
  /** Firms' listings waiting for approval (issue 28). */
  listingReviews: `${paths.admin}/listing-reviews`,
  listingReview: (id: string) => `${paths.admin}/listing-reviews/${encodeURIComponent(id)}`,
  /** 'Firmalar': seller firms' applications and standing (issue 28). */
  firms: paths.adminFirms,
  firm: (id: string) => `${paths.adminFirms}/${encodeURIComponent(id)}`,
} as const;
