import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { installableApp } from './pwa.ts';

const apiPort = process.env.API_PORT ?? '3001';

/** Text files the server sends as they are: compressed once here, at their best level. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` next to every built script, style sheet and SVG (issue 14), so
 * the server's static plugin answers them precompressed (`preCompressed` in
 * apps/server/src/plugins/spa.ts) instead of compressing on every request. index.html is left
 * out: the server renders it per request and compresses the answer itself.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'arsamezat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server entry is read from disk by the server, never sent to a browser.
      if (skip) return;
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !PRECOMPRESSED.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const source = fs.readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * Preloads the self-hosted Latin font file (decision 042) from index.html, so it is fetched with
 * the style sheet instead of after it: the built file's hashed name is only known here.
 */
function preloadFonts(): Plugin {
  return {
    name: 'arsamezat-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((name) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        return fonts.map((name) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${name}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The page's scripts are fetched at low priority (decision 046): the server's HTML paints
 * without them, so the style sheet, the font and the first listing image go first on a slow
 * connection, and the scripts follow to make the page interactive.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'arsamezat-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * Modules a public page loads on demand, and what only member screens use, which the public
 * pages' chunks must not take in (they would bring Radix's dialogs, zod or sonner with them; the
 * service worker's registration and the install offer, workbox-window).
 */
const LOADED_LATER =
  /(?:image-viewer|filter-sheet-dialog|save-search-dialog|saved-search-list|confirm-dialog|amount-confirm-dialog|listing-map-canvas|browse-map-canvas)\.tsx$|[\\/]lib[\\/]app-install[\\/](?!engagement\.ts$)|(?:browse-map-markers|get-listings-map)\.ts$|\.test\.tsx?$/;

/** What a listing's page has of the bidding feature before the panel is wanted (decision 051). */
const TRADE_PANEL_SLOT =
  /features[\\/]bidding[\\/](?:components[\\/](?:lazy-trade-panel|trade-panel-texts|trade-panel-unavailable)|api[\\/]get-my-(?:bids|deposit|offers))\.tsx?$/;

/**
 * Radix's parts and what they draw with (focus, scroll lock, layers), and the header's menus
 * drawn with them (the phone's drawer, the member's menu, signing out), which load on a press
 * or when the browser is idle.
 */
const DIALOG_LIBRARIES = (id: string) =>
  /node_modules[\\/](?:@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/.test(
    id,
  ) ||
  /apps[\\/]web[\\/]src[\\/](?:app[\\/]layout[\\/](?:mobile-drawer|user-menu|use-open-until-change|account-nav-items)|features[\\/]auth[\\/](?:api[\\/]sign-out|hooks[\\/]use-sign-out))\.tsx?$/.test(
    id,
  );

/**
 * What a page loads once it is live: the toasts (outlet and library), the footer, AuthSync's, the
 * installable app's start (decision 091).
 */
const AFTER_PAINT =
  /node_modules[\\/]sonner[\\/]|apps[\\/]web[\\/]src[\\/](?:app[\\/]layout[\\/](?:toast-outlet|footer|footer-links|social-icons|trust-row)|features[\\/]auth[\\/]lib[\\/]auth-broadcast|lib[\\/]app-install[\\/](?:start|keep-install-prompt))\.tsx?$/;

/** The form library, its zod resolver and what every form reads its errors with. */
const FORM_LIBRARIES =
  /node_modules[\\/](?:react-hook-form|@hookform[\\/]resolvers)[\\/]|packages[\\/]shared[\\/]src[\\/]core[\\/](?:errors|firm-errors|sale-errors|identity-errors|parcel-errors|text)\.ts$/;

/**
 * Contracts the public pages read once live (a firm's page, a listing's live events, documents,
 * the member's watch), in one chunk and out of the trade panel's.
 */
const LISTING_CONTRACTS =
  /packages[\\/]shared[\\/]src[\\/](?:listings[\\/](?:listings|watchlist|listing-documents)|firms[\\/]firm-activity|trading[\\/]events)\.ts$/;

/**
 * The trade panel's code and what only it and the member's own screens use (decision 085). Not
 * `trade-panel.tsx` itself, the panel's lazy entry: it stays a chunk of its own that the manifest
 * names, so a member's page can ask for it (and this group) with the page (decision 078).
 */
const TRADE_PANEL = (id: string) =>
  (/apps[\\/]web[\\/]src[\\/]features[\\/]bidding[\\/]/.test(id) &&
    !TRADE_PANEL_SLOT.test(id) &&
    !/components[\\/]trade-panel\.tsx$/.test(id)) ||
  /apps[\\/]web[\\/]src[\\/]components[\\/](?:ui[\\/]amount-confirm-dialog|payments[\\/]|identity[\\/]identity-form)/.test(
    id,
  ) ||
  /packages[\\/]shared[\\/]src[\\/](?:trading[\\/]|sales[\\/](?:sale|strikes|invoices)\.ts$|member[\\/](?:win-payment|member-records|identity|identity-number)\.ts$)/.test(
    id,
  );

/** What starts zod (decision 085): in zod's chunk, not with the public pages' helpers. */
const ZOD_START = /src[\\/]lib[\\/]zod-start\.ts$/;

/** zod and the contracts read most with it, in one chunk (decision 085). */
const COMMON_CONTRACTS = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) ||
  ZOD_START.test(id) ||
  FORM_LIBRARIES.test(id) ||
  LISTING_CONTRACTS.test(id) ||
  /packages[\\/]shared[\\/]src[\\/]notifications[\\/]notification(?:s|-channels)\.ts$/.test(id);

/** The boot script and its helper, which a page runs before its first paint: on their own. */
const BOOT_HELPER = /src[\\/](?:boot|lib[\\/]after-first-paint)\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    preloadFonts(),
    lowPriorityScripts(),
    // The manifest and the service worker belong to the browser's build, not the server entry's.
    ...(isSsrBuild ? [] : [installableApp()]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
    },
  },
  // The server entry (decision 041) imports the workspace's TypeScript contracts, which Node
  // cannot load as they are: they are bundled; React and the other packages stay imports.
  ssr: { noExternal: isSsrBuild ? true : ['@arsamezat/shared'] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The manifest lets scripts/js-budget.ts follow the chunks of the first load.
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    sourcemap: true,
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The app (index.html) and, as a second entry, the script a server-rendered page gets
      // instead of the app's tags (src/boot.ts, decision 048); the server entry is its own build.
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: path.resolve(import.meta.dirname, 'index.html'),
              boot: path.resolve(import.meta.dirname, 'src/boot.ts'),
            },
          }),
      output: {
        // What every page runs first, in one long-cached chunk rather than a scatter of shared
        // pieces (fewer requests, and the whole compresses better than its parts).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/,
            },
            // The app's own pieces every page runs (the API client, the paths, the icons' base):
            // one chunk rather than four small ones, each paying its own gzip overhead.
            {
              name: 'app-core',
              test: /apps[\\/]web[\\/]src[\\/](?:lib[\\/]api-client|config[\\/]paths|components[\\/]ui[\\/]cx)\.ts$|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|defaultAttributes|context|shared[\\/])/,
            },
            // The listings' plain values (tabs, phases, the listing types' registry, countdown
            // texts, the 'Takip Et' texts), apart from the contracts that import zod: a
            // server-rendered page hydrates without zod, which loads with the first request that
            // needs a schema (issue 14).
            {
              name: 'listing-values',
              test: /packages[\\/]shared[\\/]src[\\/]listings[\\/](?:listing-options|listing-phase|listing-types|watchlist-texts)\.ts$/,
            },
            // What the first load runs stays in it (boot's own helper apart): the group below
            // must not take a module of the first load, or index.html would load it whole.
            {
              name: 'first-load',
              tags: ['$initial'],
              test: (id) => !BOOT_HELPER.test(id),
              priority: -1,
            },
            // What the public pages draw beyond the first load, in two chunks rather than some
            // thirty (decision 063): each script is a request — on HTTP/1.1 six at a time, each
            // paying a phone's round trip — and a preload link the page's main thread sets up.
            // The listing pages' own code, and the shared parts (the UI pieces, the helpers, the
            // icons) every public page uses. What a page loads later by import() (the dialogs,
            // the contracts and zod, the trade panel) stays apart, as does what imports them.
            {
              name: 'listing-pages',
              test: (id) =>
                (/apps[\\/]web[\\/]src[\\/]features[\\/]listings[\\/](?:components|hooks|utils|lib|api)[\\/]/.test(
                  id,
                ) ||
                  TRADE_PANEL_SLOT.test(id)) &&
                !LOADED_LATER.test(id),
              priority: -3,
            },
            {
              name: 'public-shared',
              test: (id) =>
                (/apps[\\/]web[\\/]src[\\/](?:components[\\/]ui|lib)[\\/]/.test(id) ||
                  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) ||
                  // The sign-in routes (0.2 KB), which the header's menus and the sign-in page
                  // read: here, not one more request of their own (decision 085).
                  /packages[\\/]shared[\\/]src[\\/]accounts[\\/]auth\.routes\.ts$/.test(id)) &&
                !LOADED_LATER.test(id) &&
                !BOOT_HELPER.test(id) &&
                !ZOD_START.test(id),
              priority: -2,
            },
            // zod and the contracts most often read with it in one chunk (zod alone was five):
            // the module that starts zod (lib/zod-start.ts), the form library with the error
            // catalogue (every form has both), the listings', a listing's events' and the bell's
            // contracts. Each chunk is a request — on a phone's connection a round trip, six at a
            // time on HTTP/1.1 — and a member's listing page needs all of these (decision 085).
            { name: 'contracts', test: COMMON_CONTRACTS, priority: -4 },
            // What every page loads once it is live (the toasts' outlet and library, the footer,
            // the cross-tab sign-out): one request rather than four.
            { name: 'after-paint', test: AFTER_PAINT, priority: -4 },
            // What draws dialogs and menus (Radix, the scroll lock; the drawer, the member's
            // menu), which the bell and the trade panel's dialogs share.
            { name: 'dialogs', test: DIALOG_LIBRARIES, priority: -5 },
            // A member's trade panel, which came in some twenty chunks and was live seconds after
            // the page (decision 085). The groups above are caught first: this one would take
            // them in as its dependencies and make the drawer and the sign-in page load it.
            { name: 'trading', test: TRADE_PANEL, priority: -8 },
          ],
        },
      },
    },
  },
}));
