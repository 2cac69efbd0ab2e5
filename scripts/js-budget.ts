/**
 * The JavaScript budget of the first load of `/` (issue 14): what index.html loads — its entry
 * script, the chunks it preloads and every chunk those import statically — at most BUDGET_KB
 * of gzipped JavaScript. Reads the built apps/web/dist (index.html + Vite's manifest), prints
 * each chunk with its raw and gzipped size, then the home route's own chunks (reported, not
 * budgeted: the router fetches them as soon as it starts) and what each measured server-rendered
 * page loads before it hydrates, and exits 1 over budget, when React's development build got in
 * or when zod is in such a page's code. Run after `npm run build`: `npm run check:js-budget`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
/**
 * What a server-rendered page may load before it hydrates (issue 30: the browse's filters and the
 * map must not grow `/` and `/auctions`; 161.5 KB after decision 092, a listing 161.9 KB).
 */
const PAGE_BUDGET_KB = 165;
/** The route modules `/` renders (the router fetches them as soon as it starts). */
const FIRST_PAINT_ROUTES = ['src/features/listings/pages/home-page.tsx'];
/**
 * The server-rendered pages Lighthouse measures (issue 14), each hydrated by app/hydrate.tsx:
 * their static code must not hold zod (decisions 050 and 051) — its schemas are built when
 * the module runs, which costs a phone 100 ms and more while the page hydrates. Schemas load
 * beside the requests that need them; the bidding panel loads when a member's panel is drawn.
 */
const HYDRATE_MODULE = 'src/app/hydrate.tsx';
const ZOD_FREE_PAGES: Record<string, string> = {
  '/': 'src/features/listings/pages/home-page.tsx',
  '/auctions': 'src/features/listings/pages/auctions-page.tsx',
  '/auctions/:id': 'src/app/pages/listing-detail-route.tsx',
  '/about': 'src/features/static-pages/pages/about-page.tsx',
};
/** A name zod's core registers every schema class under; minifying keeps string literals. */
const ZOD_MARKER = '$ZodType';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} yok: önce \`npm run build\` çalıştırın.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** Files index.html loads itself: its module scripts and modulepreload links. */
const htmlFiles = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((m) => m[1] ?? '');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** Every chunk `keys` load, following static imports, in first-seen order with the reason. */
function follow(keys: string[], reason: string, seen: Map<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (key: string, why: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file) || found.has(chunk.file)) return;
    found.set(chunk.file, why);
    for (const imported of chunk.imports ?? []) visit(imported, `imported by ${chunk.file}`);
  };
  for (const key of keys) visit(key, reason);
  return found;
}

const htmlKeys = htmlFiles.map((file) => {
  const key = byFile.get(file);
  if (!key) throw new Error(`index.html loads ${file}, which the manifest does not list`);
  return key;
});
for (const route of FIRST_PAINT_ROUTES) {
  if (!manifest[route]) throw new Error(`the manifest has no chunk for ${route}`);
}
const firstLoad = follow(htmlKeys, 'index.html', new Map());
const routeLoad = follow(FIRST_PAINT_ROUTES, 'route /', firstLoad);

// React's development build (the caller's NODE_ENV leaking into the build) carries its dev-only
// warnings; the production build carries none of them.
const REACT_DEVELOPMENT_MARKER = 'Invalid hook call';
const developmentChunks = [...firstLoad.keys(), ...routeLoad.keys()].filter((file) =>
  fs.readFileSync(path.join(dist, file), 'utf8').includes(REACT_DEVELOPMENT_MARKER),
);
if (developmentChunks.length > 0) {
  console.error(
    `React's development build is in ${developmentChunks.join(', ')}: build with NODE_ENV=production.`,
  );
  process.exit(1);
}

type Row = { file: string; reason: string; raw: number; gzip: number };
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

function measure(chunks: Map<string, string>): Row[] {
  return [...chunks]
    .map(([file, reason]) => {
      const bytes = fs.readFileSync(path.join(dist, file));
      return { file, reason, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

function print(title: string, rows: Row[]): number {
  console.log(`\n${title}`);
  console.log(`${'gzip KB'.padStart(7)}  ${'raw KB'.padStart(7)}  chunk (why)`);
  for (const row of rows)
    console.log(`${kb(row.gzip)}  ${kb(row.raw)}  ${row.file} (${row.reason})`);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  console.log(`${kb(gzip)}  ${kb(raw)}  total of ${rows.length} chunks`);
  return gzip;
}

const shell = print('First load of / — what index.html loads (the budget):', measure(firstLoad));
const route = print(
  `Then the home route's code (${FIRST_PAINT_ROUTES.join(', ')}):`,
  measure(routeLoad),
);
console.log(
  `\nBudget: ${(shell / 1024).toFixed(1)} KB of ${BUDGET_KB} KB gzipped before route code; ` +
    `${((shell + route) / 1024).toFixed(1)} KB with the home route.`,
);

console.log('\nServer-rendered pages, what they load before hydrating (no zod allowed):');
const zodChunks: string[] = [];
const overPageBudget: string[] = [];
if (!manifest[HYDRATE_MODULE]) throw new Error(`the manifest has no chunk for ${HYDRATE_MODULE}`);
for (const [page, module] of Object.entries(ZOD_FREE_PAGES)) {
  if (!manifest[module]) throw new Error(`the manifest has no chunk for ${module}`);
  const chunks = follow([...htmlKeys, HYDRATE_MODULE, module], page, new Map());
  const gzip = measure(chunks).reduce((sum, row) => sum + row.gzip, 0);
  const withZod = [...chunks.keys()].filter((file) =>
    fs.readFileSync(path.join(dist, file), 'utf8').includes(ZOD_MARKER),
  );
  console.log(
    `${kb(gzip)} KB  ${page}${withZod.length > 0 ? `  zod in ${withZod.join(', ')}` : ''}`,
  );
  if (gzip > PAGE_BUDGET_KB * 1024) overPageBudget.push(`${page}: ${kb(gzip).trim()} KB`);
  zodChunks.push(...withZod.map((file) => `${page}: ${file} (${chunks.get(file) ?? ''})`));
}
if (zodChunks.length > 0) {
  console.error(
    `zod is in a server-rendered page's code before it hydrates:\n  ${zodChunks.join('\n  ')}`,
  );
  process.exit(1);
}

if (overPageBudget.length > 0) {
  console.error(
    `Over ${PAGE_BUDGET_KB} KB gzipped before hydrating:\n  ${overPageBudget.join('\n  ')}`,
  );
  process.exit(1);
}

if (shell > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((shell - BUDGET_KB * 1024) / 1024).toFixed(1)} KB gzipped.`);
  process.exit(1);
}
