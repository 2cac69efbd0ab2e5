import { paths } from '../../config/paths';

/** The admin panel's sections, each its own URL under /admin (decision 008). */
export const adminPaths = {
  root: paths.admin,
  dashboard: paths.adminDashboard,
  listings: `${paths.admin}/listings`,
  newListing: `${paths.admin}/listings/new`,
  listing: (id: string) => `${paths.admin}/listings/${encodeURIComponent(id)}`,
  editListing: (id: string) => `${paths.admin}/listings/${encodeURIComponent(id)}/edit`,
  users: `${paths.admin}/users`,
  payments: `${paths.admin}/payments`,
} as const;
