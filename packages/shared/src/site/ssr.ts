/**
 * The contract between the server and the web app's server entry (decision 041): the server
 * answers the few API reads a public page needs in-process, through its services, with the
 * same bodies and statuses the API would send; the web entry renders the page with them and
 * hands back what the head needs, then streams the markup and the dehydrated query cache.
 */

import type { SessionUser } from '../accounts/session.ts';

/** One in-process answer of the API: its status and its JSON body (the API's wire shape). */
export type SsrApiAnswer = { status: number; body: unknown };

/** The API reads a server-rendered page may make, always as an anonymous visitor. */
export type SsrDataSource = {
  /** GET /api/site */
  site(): Promise<SsrApiAnswer>;
  /** GET /api/listings?{search} */
  listings(search: string): Promise<SsrApiAnswer>;
  /** GET /api/listings/{id} */
  listing(id: string): Promise<SsrApiAnswer>;
  /** GET /api/listings/{id}/bids, as a guest sees it (none of the bids is theirs). */
  listingBids(id: string): Promise<SsrApiAnswer>;
  /** GET /api/listings/{id}/watch, as a guest sees it (how many follow it). */
  watchStatus(id: string): Promise<SsrApiAnswer>;
  /** GET /api/firms/{slug}: a seller firm's public page (issue 28). */
  firm(slug: string): Promise<SsrApiAnswer>;
};

/**
 * The signed-in member's own reads, answered in-process as the API answers that member
 * (decision 095): the server read the request's session before drawing the page.
 */
export type SsrMemberSource = {
  /** GET /api/auth/session's body for this member. */
  session: unknown;
  /** GET /api/listings/{id}/deposit: the member's deposit on a listing. */
  myDeposit(listingId: string): Promise<SsrApiAnswer>;
  /** GET /api/listings/{id}/bids/mine: the member's bids and maximum on an auction. */
  myBids(listingId: string): Promise<SsrApiAnswer>;
  /** GET /api/listings/{id}/offers/mine: the member's offers on an offer listing. */
  myOffers(listingId: string): Promise<SsrApiAnswer>;
};

/**
 * Who a server-rendered page is drawn for (decisions 063, 095): 'guest' when the request carried
 * no live session, 'member' when it did. A member's page is drawn for them (`member` below: the
 * header, the trade panel) when their session was read; when it could not be read, the page
 * shows its member parts getting ready until the browser knows the session.
 */
export type SsrVisitor = 'guest' | 'member';

export type SsrRenderInput = {
  /** The page's path and query string, e.g. `/auctions?cities=Ankara`. */
  url: string;
  visitor: SsrVisitor;
  /** The member's reads when the page is drawn for a known member (decision 095). */
  member?: SsrMemberSource;
  /** The site's origin, for the router's request (`https://arsamezat.com`). */
  origin: string;
  source: SsrDataSource;
};

/**
 * A public page prepared for rendering (decision 049): its data is in the render's cache and its
 * routes are matched, so the status and most of the head are known and can leave before React
 * has drawn the page.
 */
export type SsrPage = {
  /** 200, or 404 for an unknown page or listing. */
  status: number;
  /** The first listing image the page shows large (the LCP candidate), to preload. */
  preloadImage?: ImagePreload;
  /** The client build's modules (Vite manifest keys) the page needs to hydrate, to preload. */
  modules: string[];
  /**
   * Modules of `modules` whose own `import()`s are preloaded too: a member's trade panel, which
   * draws its deposit gate alone and loads its forms and dialog beside it (decision 094).
   */
  lazyParts?: string[];
  /** The listing a detail page shows: its text and cover for the social preview. */
  listing?: { id: string; title: string; description: string; coverUrl: string | null };
  /**
   * API paths (GETs) the page's own boot script asks for at once, beside the session, because
   * what the member sees first waits for them: on a listing, the deposit and bids or offers
   * their trade panel reads (decision 085). A guest's page names none.
   */
  earlyRequests?: string[];
  /** The page is drawn for a member whose session it carries (decision 095): boot asks none. */
  sessionDrawn?: boolean;
  /**
   * Draws the page. Resolves once every part is drawn (none left waiting, so nothing needs an
   * inline script to be put in place); rejects when any part failed, or when it takes too long.
   */
  render(): Promise<SsrMarkup>;
};

/** A drawn page, ready to stream. */
export type SsrMarkup = {
  /** The document title the page set while rendering ('İhaleler - ArsaMezat'). */
  title?: string;
  /** The JSON of {@link SsrState}, with `<` escaped, for `<script type="application/json">`. */
  state: string;
  /**
   * Streams what goes inside `<div id="root">` into `destination` (React's `pipe`), calling its
   * `flush()` (when it has one) after each batch, and ends it.
   */
  pipe(destination: MarkupDestination): void;
};

/**
 * The stream React's `pipe` writes the markup to: a Node `Writable` on the server (this names what
 * the contract relies on; shared code has no Node types).
 */
export type MarkupDestination = {
  write(chunk: Uint8Array): boolean;
  end(): unknown;
  flush?(): void;
};

/** The element id of the state script the browser reads before hydrating. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What the server rendered with: React Router's hydration data, TanStack Query's cache and the
 * visitor the page was drawn for (the browser hydrates for the same one, and the same member).
 */
export type SsrState = {
  router: unknown;
  queries: unknown;
  visitor: SsrVisitor;
  /** The member the page was drawn for, as the session check answers it (decision 095). */
  member?: SessionUser;
};

/** The built server entry (apps/web/dist-ssr/entry-server.js) exports this. */
export type SsrEntry = { prepare(input: SsrRenderInput): Promise<SsrPage> };

/** JSON safe to put inside a `<script>` element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A preloaded image: its URL, and for responsive copies the `srcset`/`sizes` the page uses. */
export type ImagePreload = { href: string; srcset?: string; sizes?: string; type?: string };
