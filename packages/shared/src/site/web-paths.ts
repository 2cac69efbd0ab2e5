/**
 * Every page path of the web app (spec 01 §2, route table), shared so the server knows which
 * URLs are pages: it answers 404 for the rest instead of the app with a 200.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/sss',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/sartlar-ve-kosullar',
  kvkk: '/kvkk-aydinlatma-metni',
  cookies: '/cookies',
  legal: '/legal',
  security: '/security',
  auctions: '/auctions',
  listing: (id: string) => `/auctions/${encodeURIComponent(id)}`,
  listingPattern: '/auctions/:id',
  bids: '/bids',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  paymentCallback: '/payment-callback',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  watchlist: '/watchlist',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  /** A seller firm's public page (issue 28). */
  firmPage: (slug: string) => `/firms/${encodeURIComponent(slug)}`,
  firmPagePattern: '/firms/:slug',
  // Seller firms (issue 28, firm-apply): the firm's panel, the application, its users; 'Firmalar'.
  firm: '/firm',
  firmApply: '/firm/apply',
  firmMembers: '/firm/members',
  adminFirms: '/admin/firms',
  // The operator's sales and their deadlines (issue 29, sale-admin-web).
  adminSales: '/admin/sales',
  adminSaleSettings: '/admin/sales/settings',
  // The service fee's invoices (issue 29, admin-invoices-web).
  adminInvoices: '/admin/invoices',
  // 'Sistem Durumu': the running system as the operator sees it (issue 31, decision 088).
  adminSystem: '/admin/system',
  // The firm's panel and its listing form (firm panel).
  firmPackages: '/firm/packages',
  firmListingNew: '/firm/listings/new',
  firmListingEdit: (id: string) => `/firm/listings/${encodeURIComponent(id)}/edit`,
  firmListingEditPattern: '/firm/listings/:id/edit',
  // Listing packages (issue 28, packages)
  firmPackageReceipt: (id: string) => `/firm/packages/receipts/${encodeURIComponent(id)}`,
  firmPackageReceiptPattern: '/firm/packages/receipts/:id',
  // A seller firm following its own listing, 'İlan Takibi' (issue 28, firm-follow).
  firmListing: (id: string) => `/firm/listings/${encodeURIComponent(id)}`,
  firmListingPattern: '/firm/listings/:id',
  // A sale after the hammer (issue 29): one page for the buyer, the runner-up, the firm, the operator.
  sale: (id: string) => `/sales/${encodeURIComponent(id)}`,
  salePattern: '/sales/:id',
  // A sale document's public check, opened by its link or QR code (issue 29, decision 077).
  documentVerification: (code: string) => `/belge/${encodeURIComponent(code)}`,
  documentVerificationPattern: '/belge/:code',
  firmSales: '/firm/sales',
} as const;

/**
 * The public pages the server renders with their data (decision 041). Member, admin and account
 * screens are not among them: the server sends them the app's shell and the browser draws them.
 */
export const SERVER_RENDERED_PATTERNS: readonly string[] = [
  paths.home,
  paths.auctions,
  paths.listingPattern,
  paths.about,
  paths.contact,
  paths.faq,
  paths.termsOfUse,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.kvkk,
  paths.cookies,
  paths.legal,
  paths.security,
  // A seller firm's public page (issue 28).
  paths.firmPagePattern,
];

/**
 * The route patterns of the web router, in React Router's syntax: `:name` is one segment, a
 * trailing `*` is the rest. The admin panel routes its own sections below `/admin`. The web
 * app's router test checks that its route table and this list are the same.
 */
export const WEB_PAGE_PATTERNS: readonly string[] = [
  ...SERVER_RENDERED_PATTERNS,
  paths.paymentCallback,
  paths.dashboard,
  paths.bids,
  paths.profile,
  paths.settings,
  paths.watchlist,
  // Seller firms (issue 28).
  paths.firmApply,
  paths.firmMembers,
  paths.firm,
  paths.firmListingNew,
  paths.firmListingEditPattern,
  paths.firmPackages,
  paths.firmPackageReceiptPattern,
  `${paths.admin}/*`,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.verifyEmail,
  paths.firmListingPattern,
  // Issue 29: a sale document's public check (the shell; the browser asks the API).
  paths.documentVerificationPattern,
  // Sales (issue 29).
  paths.salePattern,
  paths.firmSales,
];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether one pattern matches a path, as React Router matches it (case-insensitive). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname).map(decodeSegment);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return true;
    const segment = given[index];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part.toLocaleLowerCase('en-US') !== segment.toLocaleLowerCase('en-US')) return false;
  }
  return wanted.length === given.length;
}

/** Whether the web app has a page at this path (the query string and hash are ignored). */
export function isWebPage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return WEB_PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

/** Whether the server renders this page (the query string and hash are ignored). */
export function isServerRenderedPage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return SERVER_RENDERED_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}
