import { VitePWA } from 'vite-plugin-pwa';

/** The brand's green (the top bar, the icon) and the page's background (--color-canvas). */
const THEME = '#14532d';
const CANVAS = '#f8f7f4';

/**
 * The installable app (issue 32, decision 091): the web app manifest, linked from index.html (and
 * so from every server-rendered page), and the service worker built from
 * src/service-worker/sw.ts into /sw.js with the list of files to precache. The page registers the
 * worker itself after it has loaded (src/lib/app-install/register-worker.ts).
 */
export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'ArsaMezat — Arsa İhale ve Pazarlık',
      short_name: 'ArsaMezat',
      description:
        'Türkiye genelinde değerli arsalar için güvenli online ihale ve pazarlık platformu.',
      lang: 'tr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME,
      background_color: CANVAS,
      categories: ['shopping', 'business'],
      icons: [
        { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/maskable-icon-512x512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      shortcuts: [
        {
          name: 'İhaleler',
          short_name: 'İhaleler',
          description: 'Açık ve yaklaşan arsa ihaleleri',
          url: '/auctions',
          icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          name: 'Panelim',
          short_name: 'Panelim',
          description: 'Tekliflerim, teminatlarım ve kazandıklarım',
          url: '/dashboard',
          icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
    },
    injectManifest: {
      // What every visitor's pages run — the app's code and styles, its font — with the icons
      // and the offline page. Not what only some load, and only when they need it: the map's
      // library and code (1.2 MB), the operator's and the firms' screens; nor source maps or
      // the precompressed copies. A new build's worker fetches only what changed.
      globPatterns: ['**/*.{js,css,woff2}', 'offline.html', 'favicon.svg', 'pwa-*.png'],
      globIgnores: [
        'assets/maplibre*',
        'assets/use-map-*',
        'assets/admin-*',
        'assets/firm-*',
        '**/*.map',
        'sw.js',
        '.vite/**',
      ],
    },
    devOptions: { enabled: false },
  });
}
