/**
 * The contract between the server and the web app's server entry (decision 041): the server
 * answers the few API reads a public page needs in-process, through its services, with the
 * same bodies and statuses the API would send; the web entry renders the page with them and
 * hands back the markup, the dehydrated query cache and what the head needs.
 */

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
};

export type SsrRenderInput = {
  /** The page's path and query string, e.g. `/auctions?cities=Ankara`. */
  url: string;
  /** The site's origin, for the router's request (`https://arsamezat.com`). */
  origin: string;
  source: SsrDataSource;
};

export type SsrRenderResult = {
  /** 200, or 404 for an unknown page or listing. */
  status: number;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The JSON of {@link SsrState}, with `<` escaped, for `<script type="application/json">`. */
  state: string;
  /** The document title the page set while rendering ('İhaleler - ArsaMezat'). */
  title?: string;
  /** The first listing image the page shows large (the LCP candidate), to preload. */
  preloadImage?: ImagePreload;
  /** The client build's modules (Vite manifest keys) the page needs to hydrate, to preload. */
  modules: string[];
  /** The listing a detail page shows: its text and cover for the social preview. */
  listing?: { id: string; title: string; description: string; coverUrl: string | null };
};

/** The element id of the state script the browser reads before hydrating. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server rendered with: React Router's hydration data and TanStack Query's cache. */
export type SsrState = { router: unknown; queries: unknown };

/** The built server entry (apps/web/dist-ssr/entry-server.js) exports this. */
export type SsrEntry = { render(input: SsrRenderInput): Promise<SsrRenderResult> };

/** JSON safe to put inside a `<script>` element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A preloaded image: its URL, and for responsive copies the `srcset`/`sizes` the page uses. */
export type ImagePreload = { href: string; srcset?: string; sizes?: string; type?: string };
