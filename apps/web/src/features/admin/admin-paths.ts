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
  /** 'Satışlar': every sale by step, overdue first (issue 29); `?filter=` one of the lists. */
  sales: paths.adminSales,
  salesOverdue: `${paths.adminSales}?filter=overdue`,
  saleSettings: paths.adminSaleSettings,
  /** 'Faturalar': the service fee's e-Arşiv / e-Fatura invoices, failed first (issue 29). */
  invoices: paths.adminInvoices,
  /** 'Sistem Durumu': instances, queues, failed jobs, job passes, the database (issue 31). */
  system: paths.adminSystem,
  /** One sale's page, the same for every party and outside the panel (`/sales/:id`). */
  sale: (id: string) => `/sales/${encodeURIComponent(id)}`,
} as const;
