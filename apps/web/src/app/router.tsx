import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { MainLayout } from './layout/main-layout';
import { RootErrorPage, RouteErrorPage } from './pages/route-error-page';
import { RootRoute } from './root-route';

/** A route whose page is its own chunk, fetched on first visit. */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** Pages inside the main layout (top bar + footer). */
const mainPages: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../features/listings/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  page(paths.auctions, () =>
    import('../features/listings/pages/auctions-page').then((m) => m.AuctionsPage),
  ),
  page(paths.listingPattern, () =>
    import('./pages/listing-detail-route').then((m) => m.ListingDetailRoute),
  ),
  // A seller firm's public page (issue 28).
  page(paths.firmPagePattern, () =>
    import('../features/listings/pages/firm-page').then((m) => m.FirmPage),
  ),
  page(paths.about, () =>
    import('../features/static-pages/pages/about-page').then((m) => m.AboutPage),
  ),
  page(paths.contact, () =>
    import('../features/static-pages/pages/contact-page').then((m) => m.ContactPage),
  ),
  page(paths.faq, () => import('../features/static-pages/pages/faq-page').then((m) => m.FaqPage)),
  page(paths.termsOfUse, () =>
    import('../features/static-pages/pages/terms-of-use-page').then((m) => m.TermsOfUsePage),
  ),
  page(paths.privacyPolicy, () =>
    import('../features/static-pages/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  ),
  page(paths.termsAndConditions, () =>
    import('../features/static-pages/pages/terms-and-conditions-page').then(
      (m) => m.TermsAndConditionsPage,
    ),
  ),
  page(paths.kvkk, () =>
    import('../features/static-pages/pages/kvkk-page').then((m) => m.KvkkPage),
  ),
  page(paths.cookies, () =>
    import('../features/static-pages/pages/cookies-page').then((m) => m.CookiesPage),
  ),
  page(paths.legal, () =>
    import('../features/static-pages/pages/legal-page').then((m) => m.LegalPage),
  ),
  page(paths.security, () =>
    import('../features/static-pages/pages/security-page').then((m) => m.SecurityPage),
  ),
  // A sale document's public check (issue 29).
  page(paths.documentVerificationPattern, () =>
    import('../features/document-verification/pages/document-verification-page').then(
      (m) => m.DocumentVerificationPage,
    ),
  ),
  page(paths.paymentCallback, () =>
    import('../features/payments/pages/payment-callback-page').then((m) => m.PaymentCallbackPage),
  ),
  {
    Component: RequireAuth,
    children: [
      page(paths.dashboard, () => import('./pages/dashboard-route').then((m) => m.DashboardRoute)),
      page(paths.bids, () => import('../features/member/pages/bids-page').then((m) => m.BidsPage)),
      page(paths.profile, () =>
        import('../features/member-settings/pages/profile-page').then((m) => m.ProfilePage),
      ),
      page(paths.settings, () =>
        import('../features/member-settings/pages/settings-page').then((m) => m.SettingsPage),
      ),
      page(paths.watchlist, () =>
        import('../features/listings/pages/watchlist-page').then((m) => m.WatchlistPage),
      ),
      // Seller firms (issue 28, firm-apply).
      page(paths.firmApply, () =>
        import('../features/firms/pages/firm-apply-page').then((m) => m.FirmApplyPage),
      ),
      page(paths.firmMembers, () =>
        import('../features/firms/pages/firm-members-page').then((m) => m.FirmMembersPage),
      ),
      // Seller firms (issue 28): the firm's panel and its listing form.
      page(paths.firm, () =>
        import('../features/firm-panel/pages/firm-panel-page').then((m) => m.FirmPanelPage),
      ),
      page(paths.firmListingNew, () =>
        import('../features/firm-panel/pages/firm-listing-new-page').then(
          (m) => m.FirmListingNewPage,
        ),
      ),
      page(paths.firmListingEditPattern, () =>
        import('../features/firm-panel/pages/firm-listing-edit-page').then(
          (m) => m.FirmListingEditPage,
        ),
      ),
      // Listing packages (issue 28, packages)
      page(paths.firmPackages, () =>
        import('../features/firm-packages/pages/firm-packages-page').then(
          (m) => m.FirmPackagesPage,
        ),
      ),
      page(paths.firmPackageReceiptPattern, () =>
        import('../features/firm-packages/pages/package-receipt-page').then(
          (m) => m.PackageReceiptPage,
        ),
      ),
      // A seller firm following its own listing, 'İlan Takibi' (issue 28, firm-follow).
      page(paths.firmListingPattern, () =>
        import('./pages/firm-follow-route').then((m) => m.FirmFollowRoute),
      ),
      // Sales (issue 29): one sale's page for every party, and the firm's sales.
      page(paths.salePattern, () =>
        import('../features/sales/pages/sale-page').then((m) => m.SalePage),
      ),
      page(paths.firmSales, () =>
        import('../features/sales/pages/firm-sales-page').then((m) => m.FirmSalesPage),
      ),
    ],
  },
  {
    Component: RequireAdmin,
    children: [
      // The whole admin panel is one chunk with its own sections (features/admin/admin-app.tsx).
      page(`${paths.admin}/*`, () => import('../features/admin/admin-app').then((m) => m.AdminApp)),
    ],
  },
  page('*', () => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
];

/** Account screens in the plain centred layout (spec 01 §2). */
const plainPages: RouteObject[] = [
  page(paths.login, () => import('../features/auth/pages/login-page').then((m) => m.LoginPage)),
  page(paths.signup, () => import('../features/auth/pages/signup-page').then((m) => m.SignupPage)),
  page(paths.forgotPassword, () =>
    import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  page(paths.resetPassword, () =>
    import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  page(paths.verifyEmail, () =>
    import('../features/member-settings/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  ),
];

/**
 * The whole route table (spec 01 §2). Exported apart from the browser router so tests can
 * mount it in a memory router. A page that throws renders RouteErrorPage inside its layout;
 * if a layout itself fails (say the site configuration cannot load) RootErrorPage takes over.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootRoute,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: StartupSpinner,
    children: [
      { Component: MainLayout, children: [{ ErrorBoundary: RouteErrorPage, children: mainPages }] },
      {
        // Only the account screens use it: its own chunk, loaded beside their page's chunk.
        lazy: () => import('./layout/plain-layout').then((m) => ({ Component: m.PlainLayout })),
        children: [{ ErrorBoundary: RouteErrorPage, children: plainPages }],
      },
    ],
  },
];

function StartupSpinner() {
  return <PageSpinner fullScreen label="Yükleniyor..." />;
}

/** The browser's router; `hydrationData` when the server rendered the page (decision 041). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : {});
}
