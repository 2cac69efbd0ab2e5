import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * pages' chunks must not take in (they would bring Radix's dialogs, zod or sonner with them).
 */
const LOADED_LATER =
  /(?:image-viewer|filter-sheet-dialog|save-search-dialog|saved-search-list|confirm-dialog|amount-confirm-dialog)\.tsx$|\.test\.tsx?$/;

/** What a listing's page has of the bidding feature before the panel is wanted (decision 051). */
const TRADE_PANEL_SLOT =
  /features[\\/]bidding[\\/](?:components[\\/](?:lazy-trade-panel|trade-panel-texts)|api[\\/]get-my-(?:bids|deposit|offers))\.tsx?$/;

/** The boot script and its helper, which a page runs before its first paint: on their own. */
const BOOT_HELPER = /src[\\/](?:boot|lib[\\/]after-first-paint)\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), preloadFonts(), lowPriorityScripts()],
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
                  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)) &&
                !LOADED_LATER.test(id) &&
                !BOOT_HELPER.test(id),
              priority: -2,
            },
            // zod in one chunk (it was five): every contract a page loads on demand needs it, and
            // each chunk is one more preload link set up on the page's main thread (063).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: -4 },
          ],
        },
      },
    },
  },
}));
