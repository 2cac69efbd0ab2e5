/**
 * Writes the web app's self-hosted font files (decision 042): Inter (variable weight) in two
 * files, both preloaded by index.html — fontsource's Latin file as it is (Basic Latin, Latin-1,
 * punctuation, ı) and the few Latin Extended-A letters Turkish needs plus the lira sign, cut from
 * fontsource's 85 KB Latin Extended file. Run after upgrading @fontsource-variable/inter:
 * `npx tsx scripts/font-subset.ts`; the output is committed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Ğ ğ İ Ş ş and ₺: what Turkish text uses beyond fontsource's Latin file. */
export const TURKISH_EXTRA = 'ĞğİŞş₺';

const require = createRequire(import.meta.url);
const files = path.join(
  path.dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files',
);
const out = path.resolve(import.meta.dirname, '../apps/web/src/assets/fonts');

fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(
  path.join(files, 'inter-latin-wght-normal.woff2'),
  path.join(out, 'inter-latin-wght-normal.woff2'),
);
const extended = fs.readFileSync(path.join(files, 'inter-latin-ext-wght-normal.woff2'));
const turkish = await subsetFont(extended, TURKISH_EXTRA, { targetFormat: 'woff2' });
fs.writeFileSync(path.join(out, 'inter-turkish-wght-normal.woff2'), turkish);
for (const name of fs.readdirSync(out)) {
  console.log(`${name}: ${fs.statSync(path.join(out, name)).size} bytes`);
}
