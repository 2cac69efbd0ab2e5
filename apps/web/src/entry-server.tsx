/**
 * The server entry (decisions 041 and 049), built by `vite build --ssr` into dist-ssr/ and
 * imported by the Fastify app: prepares a public page with its data, then streams it as HTML for
 * the browser to hydrate.
 *
 * The page's data comes from the server's own services (`SsrDataSource`, in-process, the API's
 * bodies); it fills the same query cache, under the same keys and parsed by the same schemas as
 * the browser's requests would, and the cache is dehydrated into the page. The page is drawn for
 * a guest or for the member whose session the server read (decisions 063, 095): the member's
 * session and, on a listing, their trade panel's reads join the cache; the rest is anonymous.
 */
import {
  ListingDetailSchema,
  ListingsPageSchema,
  type ListingDetail,
  type ListingsPage,
  type ListingTab,
} from '@arsamezat/shared/listings/listings';
import { SiteConfigSchema } from '@arsamezat/shared/site/site';
import { readSessionAnswer } from '@arsamezat/shared/accounts/session-answer';
import type { SessionUser } from '@arsamezat/shared/accounts/session';
import {
  scriptSafeJson,
  type ImagePreload,
  type SsrMemberSource,
  type SsrMarkup,
  type SsrPage,
  type SsrRenderInput,
  type SsrState,
  type SsrVisitor,
} from '@arsamezat/shared/site/ssr';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { isValidElement, StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { appRoutes } from './app/router';
import { paths } from './config/paths';
import { getListingQueryOptions } from './features/listings/api/get-listing';
import { bodyOf, prefetchForGuest, prefetchTradePanel } from './ssr-reads';
import { getFirmPageQueryOptions } from './features/listings/api/get-firm-page';
import { FirmPageSchema } from '@arsamezat/shared/listings/firm-page';
import { tradePanelRequests } from './features/bidding/api/trade-panel-requests';
import { GRID_SIZES } from './features/listings/components/listing-card';
import { MAIN_SIZES } from './features/listings/components/listing-gallery';
import { photoPreload } from './features/listings/components/listing-photo';
import {
  getListingsQueryOptions,
  listingsSearchParams,
} from './features/listings/api/get-listings';
import { parseBrowseState, toListingsQuery } from './features/listings/utils/browse-state';
import { ApiError } from './lib/api-client';
import { DocumentTitleContext } from './lib/document-title';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session/get-session';
import { PageVisitorContext } from './lib/session/page-visitor';
import { siteConfigQueryOptions } from './lib/site-config';

/** The hydration chunk, which the browser loads before any page's module (manifest key). */
const HYDRATE_MODULE = 'src/app/hydrate.tsx';

/*
 * What a member's page loads by import() once the session is known: the bell and, on a
 * listing, the trade panel. The server names them after the page's own modules so that they
 * download while the page paints and hydrates (at low priority, after its scripts), and are there
 * when they are wanted instead of a round trip and 80 KB later (issue 26 item 16). A guest's page
 * never draws them: it does not fetch them.
 */
const MEMBER_MODULES = ['src/features/notifications/components/notification-bell.tsx'];
const TRADE_PANEL_MODULE = 'src/features/bidding/components/trade-panel.tsx';
const MEMBER_LISTING_MODULES = [TRADE_PANEL_MODULE];

/*
 * The route table (app/router.tsx) is the one list of pages: each route imports its page's
 * module lazily. The server finds the module a matched route's page came from by the component
 * itself, among the page modules the server may render, imported here eagerly (in the browser
 * nothing of this ships; here it is the same module instance the route's import resolves to).
 * Their keys are the client build's manifest keys ('src/…'), which the server preloads.
 */
const PAGE_SOURCES = import.meta.glob<Record<string, unknown>>(
  [
    './features/listings/pages/*.tsx',
    './features/static-pages/pages/*.tsx',
    './app/pages/*.tsx',
    '!**/*.test.tsx',
  ],
  { eager: true },
);
const PAGE_MODULE_OF = new Map<unknown, string>(
  Object.entries(PAGE_SOURCES).flatMap(([file, exports]) =>
    Object.values(exports)
      .filter((value) => typeof value === 'function')
      .map((component): [unknown, string] => [component, `src/${file.slice('./'.length)}`]),
  ),
);

/**
 * The module a matched route's page lives in, or undefined for a layout or a guard. React Router
 * turns a route's loaded `Component` into its `element`, so the page is that element's type.
 */
function pageModuleOf(route: { element?: ReactNode }): string | undefined {
  return isValidElement(route.element) ? PAGE_MODULE_OF.get(route.element.type) : undefined;
}

const BROWSE_PAGES: Record<string, ListingTab> = {
  [paths.home]: 'new',
  [paths.auctions]: 'auctions',
};

/**
 * Fills the cache with what the page at `url` shows first: the site configuration always, the
 * browse's page on `/` and `/auctions`, the listing on a detail page — and for a guest its bid
 * history and follower count, which a guest's browser would otherwise ask for (and load zod to
 * read) while the page becomes live (decision 063). Returns the LCP image and the listing, and
 * whether the page's object (a listing, a firm) is missing.
 */
async function prefetch(
  queryClient: QueryClient,
  url: URL,
  source: SsrRenderInput['source'],
  visitor: SsrVisitor,
  member: SsrMemberSource | undefined,
): Promise<{ preloadImage?: ImagePreload; listing?: ListingDetail; pageMissing?: boolean }> {
  await queryClient.query({
    ...siteConfigQueryOptions,
    queryFn: async () => SiteConfigSchema.parse(bodyOf(await source.site())),
  });

  const tab = BROWSE_PAGES[url.pathname];
  if (tab) {
    const query = toListingsQuery(parseBrowseState(url.searchParams, tab));
    const search = listingsSearchParams(query).toString();
    const page: ListingsPage = await queryClient.query({
      ...getListingsQueryOptions(query),
      queryFn: async () => ListingsPageSchema.parse(bodyOf(await source.listings(search))),
    });
    const cover = page.items.find((item) => item.coverImage)?.coverImage;
    return cover ? { preloadImage: photoPreload(cover, GRID_SIZES, true) } : {};
  }

  const detail = matchPath(paths.listingPattern, url.pathname);
  const id = detail?.params.id;
  if (id) {
    // The query records a failure (a 404 for an unknown listing) as its state, as in the browser.
    await queryClient
      .query({
        ...getListingQueryOptions(id),
        retry: false,
        queryFn: async () => ListingDetailSchema.parse(bodyOf(await source.listing(id))),
      })
      .catch(() => undefined);
    const state = queryClient.getQueryState(getListingQueryOptions(id).queryKey);
    if (state?.status !== 'success' || !state.data) {
      if (!(state?.error instanceof ApiError) || state.error.status >= 500)
        throw state?.error ?? new Error('the listing did not load');
      // The page shows the answer (İlan bulunamadı) rather than asking again as it mounts; the
      // browser does the same with the dehydrated failure (lib/ssr-state.ts).
      queryClient.setQueryDefaults(getListingQueryOptions(id).queryKey, { retryOnMount: false });
      return { pageMissing: true };
    }
    // A member's bid history is left to the browser: it marks their own bids (isMine). A guest
    // has none; a read that fails here is the browser's to make.
    const listing = state.data;
    if (visitor === 'guest') await prefetchForGuest(queryClient, listing, source);
    if (member) await prefetchTradePanel(queryClient, listing, member);
    const first = listing.images[0];
    return { listing, ...(first ? { preloadImage: photoPreload(first, MAIN_SIZES) } : {}) };
  }

  // A seller firm's page (issue 28): the firm and its cards; a firm without a page is a 404.
  const slug = matchPath(paths.firmPagePattern, url.pathname)?.params.slug;
  if (slug) {
    const options = getFirmPageQueryOptions(slug);
    const page = await queryClient
      .query({
        ...options,
        retry: false,
        queryFn: async () => FirmPageSchema.parse(bodyOf(await source.firm(slug))),
      })
      .catch(() => undefined);
    if (!page) {
      const error = queryClient.getQueryState(options.queryKey)?.error;
      if (!(error instanceof ApiError) || error.status >= 500) throw error ?? new Error('no firm');
      queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
      return { pageMissing: true };
    }
    const cover = page.listings.find((item) => item.coverImage)?.coverImage;
    return cover ? { preloadImage: photoPreload(cover, GRID_SIZES, true) } : {};
  }
  return {};
}

/** What JSON keeps of an ApiError; the browser rebuilds the ApiError from it (lib/ssr-state.ts). */
const plainError = (error: unknown) =>
  error instanceof ApiError
    ? { name: 'ApiError', status: error.status, code: error.code, message: error.message }
    : error;

/** The answered queries (a 404 included: the page shows it), never one still loading. */
function dehydrateCache(queryClient: QueryClient) {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        error: plainError(query.state.error),
        fetchFailureReason: plainError(query.state.fetchFailureReason),
      },
    })),
  };
}

/** How long a render may take before it is given up (the server then sends the shell). */
const RENDER_TIMEOUT_MS = 5_000;

type Matched = {
  queryClient: QueryClient;
  handler: StaticHandler;
  context: StaticHandlerContext;
  visitor: SsrVisitor;
  /** The member the page is drawn for, when known (decision 095). */
  user: SessionUser | null;
};

/**
 * Draws the matched page with React's streaming renderer. It resolves when every part is drawn
 * (`onAllReady`), so the stream it hands over writes each Suspense boundary in place: React's
 * out-of-order streaming would reveal a late boundary with an inline script, which the
 * Content-Security-Policy (`script-src 'self'`) forbids. The page's data is in the cache before
 * the render starts, so nothing waits in practice; a part that fails rejects the render (the
 * server then sends the shell and the browser draws the page).
 */
function renderMarkup({
  queryClient,
  handler,
  context,
  visitor,
  user,
}: Matched): Promise<SsrMarkup> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: { title?: string } = {};
  const renderErrors: string[] = [];
  const TitleCollector = DocumentTitleContext;
  if (!TitleCollector) throw new Error('the server entry was built without import.meta.env.SSR');
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(timer);
      stream.abort();
      queryClient.clear();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(
      <StrictMode>
        <TitleCollector value={(title) => (head.title = title)}>
          <PageVisitorContext value={{ visitor, user }}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </PageVisitorContext>
        </TitleCollector>
      </StrictMode>,
      {
        // Every boundary in place, none outlined to be moved by a script (see above).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          renderErrors.push(
            error instanceof Error ? (error.stack ?? error.message) : String(error),
          );
        },
        onShellError: fail,
        onAllReady() {
          // A part that failed on the server is drawn by the browser from the shell instead.
          if (renderErrors.length > 0) {
            fail(new Error(`rendering failed: ${renderErrors.join('\n')}`));
            return;
          }
          clearTimeout(timer);
          const state: SsrState = {
            router: {
              loaderData: context.loaderData,
              actionData: context.actionData,
              errors: context.errors,
            },
            queries: dehydrateCache(queryClient),
            visitor,
            ...(user ? { member: user } : {}),
          };
          queryClient.clear();
          resolve({
            ...(head.title ? { title: head.title } : {}),
            state: scriptSafeJson(state),
            pipe: (destination: NodeJS.WritableStream) => void stream.pipe(destination),
          });
        },
      },
    );
    // Aborting makes React report the parts still waiting as errors: the render then fails.
    const timer = setTimeout(
      () => stream.abort(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
}

/**
 * Prepares the public page at `url`: its data in a fresh query cache (in-process, from the
 * server's services) and its routes matched. What it returns — the status, the LCP image, the
 * listing for the head, the modules to preload — lets the server send the head before the page
 * is drawn; `render()` then draws it (decision 049).
 */
export async function prepare({
  url,
  origin,
  source,
  visitor,
  member,
}: SsrRenderInput): Promise<SsrPage> {
  const location = new URL(url, origin);
  const queryClient = createQueryClient();
  // The member's session, as the browser's session check would have it (decision 095).
  const user = member ? readSessionAnswer(member.session) : null;
  if (user) queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  const found = await prefetch(queryClient, location, source, visitor, user ? member : undefined);

  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) throw new Error(`a route answered ${context.status}`);

  const unknownPage = context.matches.some((match) => match.route.path === '*');
  // The modules the browser loads before it hydrates the page, for the server to preload.
  const modules = [
    HYDRATE_MODULE,
    ...context.matches.map((match) => pageModuleOf(match.route)),
  ].filter((module): module is string => module !== undefined);
  const { listing } = found;
  const forMember = visitor === 'member';
  // On a listing the panel's code first: the member acts there (the bell shows as it comes).
  // A listing not yet open draws no panel.
  const panel = forMember && listing !== undefined && listing.phase !== 'upcoming';
  if (forMember) modules.push(...(panel ? MEMBER_LISTING_MODULES : []), ...MEMBER_MODULES);
  // A member not known yet: their panel's reads are asked for by the page's boot script (085).
  const earlyRequests = forMember && listing && !user ? tradePanelRequests(listing) : [];
  return {
    status: unknownPage || found.pageMissing ? 404 : context.statusCode,
    modules,
    // The panel draws its deposit gate alone; its forms and dialog load beside it (094).
    ...(panel ? { lazyParts: [TRADE_PANEL_MODULE] } : {}),
    ...(earlyRequests.length > 0 ? { earlyRequests } : {}),
    ...(user ? { sessionDrawn: true } : {}),
    ...(found.preloadImage ? { preloadImage: found.preloadImage } : {}),
    ...(listing
      ? {
          listing: {
            id: listing.id,
            title: listing.title,
            description: listing.description,
            coverUrl: listing.images[0]?.url ?? null,
          },
        }
      : {}),
    render: () => renderMarkup({ queryClient, handler, context, visitor, user }),
  };
}
